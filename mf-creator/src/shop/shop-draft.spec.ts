import { emptyShop, moveBlock, normaliseSlug, renumber, shopSlugSchema, type ShopBlockInput, type ShopProduct } from '@afilia/contracts';
import { blockFigures, blockSummary, cut, draftIssues, draftOf, newBlock, productBlock } from './shop-draft';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const draft = (blocks: ShopBlockInput[] = []) => ({ ...draftOf(emptyShop(id(99), null)), blocks });

describe('the custom URL', () => {
  it('is typed in lower case, accents folded, a space a hyphen, anything else gone', () => {
    expect(normaliseSlug('Caro Gómez!')).toBe('caro-gomez');
    expect(normaliseSlug('MI_TIENDA.2026')).toBe('mitienda2026');
    expect(normaliseSlug('caro-')).toBe('caro-');
  });

  it('is 3 to 40 characters, never shaped like an id, and empty for none', () => {
    expect(shopSlugSchema.parse('  Caro-Shop ')).toBe('caro-shop');
    expect(shopSlugSchema.parse('')).toBeNull();
    expect(shopSlugSchema.safeParse('ab').error?.issues[0]?.message).toBe('La URL debe tener entre 3 y 40 caracteres');
    expect(shopSlugSchema.safeParse('a'.repeat(41)).success).toBe(false);
    expect(shopSlugSchema.safeParse('caro_gomez').error?.issues[0]?.message).toBe(
      'La URL solo puede tener letras minúsculas, números y guiones',
    );
    expect(shopSlugSchema.safeParse(id(5)).error?.issues[0]?.message).toBe('Esa URL no está disponible. Elige otra.');
  });
});

describe('block order', () => {
  const blocks = ['a', 'b', 'c', 'd'].map((name, i) => ({ name, order: i * 10 }));

  it('numbers the blocks again from 0 in their order', () => {
    expect(renumber([blocks[2]!, blocks[0]!, blocks[3]!, blocks[1]!])).toEqual(blocks.map((b, order) => ({ ...b, order })));
  });

  it('moves a block to another place, the rest keeping theirs', () => {
    expect(moveBlock(blocks, 3, 0).map((b) => `${b.name}${b.order}`)).toEqual(['d0', 'a1', 'b2', 'c3']);
    expect(moveBlock(blocks, 1, 2).map((b) => b.name)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBlock(blocks, 0, 9).map((b) => b.name)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the block list', () => {
  const products = [{ affiliateLinkId: id(7), productName: 'Remera Luna' } as ShopProduct];

  it('sums a text block up in its first 50 characters', () => {
    const text = 'Hola! Acá vas a encontrar mis productos favoritos de la temporada.';
    expect(cut(text)).toBe(`${text.slice(0, 50)}…`);
    expect(blockSummary({ ...newBlock('text', 0, id(1)), data: { title: null, content: text } } as ShopBlockInput, [], null)).toBe(
      cut(text),
    );
    expect(cut('corto')).toBe('corto');
  });

  it('names the product a block shows, or says it is gone', () => {
    expect(blockSummary(productBlock(id(7), 0, id(2)), products, null)).toBe('Remera Luna');
    expect(blockSummary(productBlock(id(8), 0, id(3)), products, null)).toBe('Producto no disponible');
  });

  it('says each block’s views and clicks', () => {
    expect(blockFigures(undefined)).toBe('0 vistas · 0 clics');
    expect(blockFigures({ views: 1, clicks: 1 })).toBe('1 vista · 1 clic');
    expect(blockFigures({ views: 1234, clicks: 56 })).toBe('1.234 vistas · 56 clics');
  });
});

describe('draftIssues', () => {
  it('finds each problem on its own field, by the block’s place', () => {
    const issues = draftIssues({ ...draft([newBlock('link', 0, id(1)), newBlock('embed', 1, id(2))]), slug: 'x' });
    expect(issues.get('slug')).toBe('La URL debe tener entre 3 y 40 caracteres');
    expect(issues.get('blocks.0.data.title')).toBe('El título es obligatorio');
    expect(issues.get('blocks.0.data.url')).toBe('Ingresá una URL válida (https://...)');
    expect(issues.get('blocks.1.data.url')).toBe('Ingresá una URL válida (https://...)');
    expect(draftIssues(draft()).size).toBe(0);
  });
});
