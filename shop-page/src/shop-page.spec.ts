import { emptyShop, type CreatorShop, type ShopProduct } from '@afilia/contracts';
import { contrastRatio } from '@afilia/contracts/contrast';
import { escape, html, safeUrl } from './html.js';
import { renderShop } from './render-shop.js';
import { renderShopDocument, renderShopNotFound, shopPageTitle } from './shop-document.js';
import { shopTheme, shopView } from './shop-view.js';

const CREATOR = '7b0c1f0e-0c4b-4f3e-9d59-6f6f2b1f8a01';
const LINK_A = '0d6c7b0a-3f1e-4c55-8a7e-1a2b3c4d5e6f';
const LINK_B = '1e7d8c1b-4a2f-4d66-9b8f-2b3c4d5e6f70';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function product(linkId: string, overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    affiliateLinkId: linkId,
    productId: id(99),
    productName: 'Remera Luna',
    description: 'Algodón peinado',
    priceCents: 1_250_000,
    imageUrl: 'https://cdn.example.com/remera.jpg',
    brandName: 'Tienda Luna',
    uniqueCode: 'CARO-REM-AB12',
    showInShop: false,
    ...overrides,
  };
}

function shop(overrides: Partial<CreatorShop> = {}): CreatorShop {
  return { ...emptyShop(CREATOR, 'caro'), ...overrides };
}

describe('html', () => {
  it('escapes every value put in, and inserts only Html as it is', () => {
    const evil = `<script>alert("x")</script>&'`;
    expect(html`<p title="${evil}">${evil}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</p>',
    );
    expect(html`<div>${html`<b>${'a<b'}</b>`}${[1, null, false, 'c']}</div>`.value).toBe('<div><b>a&lt;b</b>1c</div>');
    expect(escape('"')).toBe('&quot;');
  });

  it('lets only http(s) addresses and our own paths into an attribute', () => {
    expect(safeUrl('https://a.com/x?y=1')).toBe('https://a.com/x?y=1');
    expect(safeUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,hi')).toBeNull();
    expect(safeUrl('//evil.com/x')).toBeNull();
    expect(safeUrl('')).toBeNull();
  });
});

describe('shopView', () => {
  it('orders the blocks, finds each product, drops a product the link no longer offers and adds the ones shown from Mis Links', () => {
    const view = shopView(
      shop({
        instagramUsername: 'caro.gomez',
        instagramFollowers: 15_300,
        blocks: [
          { id: id(1), type: 'text', order: 2, data: { title: 'Hola', content: null } },
          { id: id(2), type: 'product', order: 0, data: { affiliateLinkId: LINK_A } },
          { id: id(3), type: 'product', order: 1, data: { affiliateLinkId: id(50) } },
          { id: id(4), type: 'social_stats', order: 3, data: {} },
        ],
      }),
      [product(LINK_A, { showInShop: true }), product(LINK_B, { showInShop: true, productName: 'Gorra' })],
    );
    expect(view.blocks.map((b) => b.type)).toEqual(['product', 'text', 'social_stats', 'product']);
    expect(view.blocks[3]).toMatchObject({ type: 'product', product: { productName: 'Gorra' } });
    expect(view.blocks[2]).toEqual({ id: id(4), type: 'social_stats', username: 'caro.gomez', followers: 15_300 });
  });

  it('shows the social block only with an Instagram username and while social links are shown', () => {
    const blocks: CreatorShop['blocks'] = [{ id: id(4), type: 'social_stats', order: 0, data: {} }];
    expect(shopView(shop({ blocks }), []).blocks).toEqual([]);
    expect(shopView(shop({ blocks, instagramUsername: 'caro', showSocialLinks: false }), []).blocks).toEqual([]);
    expect(shopView(shop({ blocks, instagramUsername: 'caro' }), []).blocks).toHaveLength(1);
  });
});

describe('shopTheme', () => {
  it('keeps the default look (which follows the visitor) until the creator picks a colour', () => {
    expect(shopTheme(shop())).toBeNull();
  });

  it('keeps readable colours and replaces text that would not read on the background', () => {
    expect(shopTheme(shop({ themeBackground: '#101010', themeText: '#f0f0f0', themeAccent: '#ffcc00' }))).toEqual({
      background: '#101010',
      text: '#f0f0f0',
      accent: '#ffcc00',
      onAccent: '#000000',
    });
    const fixed = shopTheme(shop({ themeBackground: '#ffffff', themeText: '#eeeeee' }))!;
    expect(fixed.text).toBe('#000000');
    expect(contrastRatio(fixed.onAccent, fixed.accent)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('renderShop', () => {
  const withBlocks = shop({
    shopTitle: 'Caro <Shop>',
    blocks: [
      { id: id(1), type: 'link', order: 0, data: { title: 'Mi blog', url: 'https://caro.blog/', icon: null } },
      { id: id(2), type: 'product', order: 1, data: { affiliateLinkId: LINK_A } },
      { id: id(3), type: 'text', order: 2, data: { title: null, content: null } },
      { id: id(5), type: 'embed', order: 3, data: { platform: 'youtube', url: 'https://youtu.be/abc' } },
    ],
  });

  it('keeps the creator’s line breaks and none of the template’s', () => {
    const out = renderShop(shopView(shop({ shopDescription: 'Línea uno\nLínea dos' }), [])).value;
    expect(out).toContain('<p class="afs-description">Línea uno\nLínea dos</p>');
    expect(out.replace('Línea uno\nLínea dos', '')).not.toContain('\n');
  });

  it('draws the blocks with the seed texts; a product goes to the safelink with its code and product', () => {
    const out = renderShop(shopView(withBlocks, [product(LINK_A)])).value;
    expect(out).toContain('<main class="afs afs--auto"');
    expect(out).toContain('<h1 class="afs-title">Caro &lt;Shop&gt;</h1>');
    expect(out).toContain('Productos y contenido seleccionado');
    expect(out).toContain(`href="/safelink?aff=CARO-REM-AB12&amp;product=${id(99)}"`);
    expect(out).toContain('$12.500,00');
    expect(out).toContain('<p>Sin contenido</p>');
    expect(out).toContain('Ver en YouTube');
    expect(out).toContain('Powered by');
  });

  it('counts each block: an image for the views of the blocks shown, a ping on each block’s link for its click', () => {
    const out = renderShop(shopView(withBlocks, [product(LINK_A)])).value;
    expect(out).toContain(
      `<img class="afs-beacon" src="/shop-events?c=${CREATOR}&amp;v=${id(1)},${id(2)},${id(3)},${id(5)}" alt="" width="1" height="1" />`,
    );
    expect(out).toContain(
      `<a href="https://caro.blog/" ping="/shop-events?c=${CREATOR}&amp;k=${id(1)}" class="afs-button" rel="noopener">Mi blog</a>`,
    );
    expect(out).toContain(`ping="/shop-events?c=${CREATOR}&amp;k=${id(2)}" class="afs-button" aria-label="Ver Producto: Remera Luna"`);
    expect(renderShop(shopView(shop(), [])).value).not.toContain('afs-beacon');
  });

  it('in the preview, has nothing to click and its title one level down', () => {
    const out = renderShop(shopView(withBlocks, [product(LINK_A)]), { preview: true }).value;
    expect(out).not.toContain('href=');
    expect(out).not.toContain('ping=');
    expect(out).not.toContain('afs-beacon');
    expect(out).not.toContain('<h1');
    expect(out).toContain('<h2 class="afs-title">');
    expect(out.startsWith('<div class="afs')).toBe(true);
  });

  it('says Próximamente when there is nothing to show, and offers the press kit when it is public', () => {
    const out = renderShop(shopView(shop(), []), { pressKitUrl: '/press-kit/caro' }).value;
    expect(out).toContain('<h2>Próximamente</h2><p>Estamos preparando contenido especial para ti</p>');
    expect(out).toContain('href="/press-kit/caro"');
    expect(out).toContain('Ver Press Kit');
  });

  it('loads the first product images at once and the rest lazily, each with its size', () => {
    const many = shop({
      blocks: [0, 1, 2].map((n) => ({ id: id(n + 10), type: 'product' as const, order: n, data: { affiliateLinkId: id(n + 20) } })),
    });
    const out = renderShop(
      shopView(
        many,
        [0, 1, 2].map((n) => product(id(n + 20))),
      ),
    ).value;
    expect(out.match(/<img src=[^>]*width="112" height="112"/g)).toHaveLength(3);
    expect(out.match(/loading="lazy"/g)).toHaveLength(1);
  });
});

describe('the shop document', () => {
  it('titles the page as the seed says and fills the link preview tags', () => {
    expect(shopPageTitle({ title: 'Caro' })).toBe('Caro — Tienda');
    expect(shopPageTitle({ title: null })).toBe('Tienda');
    const doc = renderShopDocument(shopView(shop({ shopTitle: 'Caro', logoUrl: '/uploads/logo.png' }), []), {
      url: 'https://afilia.app/shop/caro',
      origin: 'https://afilia.app',
    });
    expect(doc).toMatch(/^<!doctype html><html lang="es-AR"><head><meta charset="utf-8" \/>/);
    expect(doc).toContain('<title>Caro — Tienda</title>');
    expect(doc).toContain('<meta property="og:image" content="https://afilia.app/uploads/logo.png" />');
    expect(doc).toContain('<meta property="og:url" content="https://afilia.app/shop/caro" />');
    expect(doc).not.toContain('<script');
    expect(doc.match(/<h1/g)).toHaveLength(1);
  });

  it('has a page for an unknown shop, with one h1 and a way home', () => {
    const doc = renderShopNotFound();
    expect(doc).toContain('<h1>Tienda no encontrada</h1>');
    expect(doc).toContain('href="/"');
  });
});
