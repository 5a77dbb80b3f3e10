// A deterministic Argentine store catalogue: clothes, shoes, accessories and home goods, named
// after places of the country, with Spanish and Portuguese texts, ARS prices and 1-4 variants.
import type { IdAllocator } from './ids.js';
import { seededRandom, type Random } from './random.js';
import type { CategoryRecord, Family, I18n, ImageRecord, ProductRecord, VariantRecord } from './state.js';

type Pair = readonly [es: string, pt: string];

interface Item {
  name: Pair;
  price: readonly [min: number, max: number];
  weight: string;
}

interface FamilySpec {
  family: Family;
  category: Pair;
  sku: string;
  brands: readonly string[];
  attribute: Pair | null;
  values: readonly Pair[];
  items: readonly Item[];
  materials: readonly Pair[];
  care: Pair;
}

const FAMILIES: readonly FamilySpec[] = [
  {
    family: 'ropa',
    category: ['Ropa', 'Roupas'],
    sku: 'ROP',
    brands: ['Pampa Textil', 'Nativa', 'Algarrobo'],
    attribute: ['Talle', 'Tamanho'],
    values: [
      ['S', 'P'],
      ['M', 'M'],
      ['L', 'G'],
      ['XL', 'GG'],
    ],
    items: [
      { name: ['Remera', 'Camiseta'], price: [14000, 26000], weight: '0.250' },
      { name: ['Buzo', 'Moletom'], price: [32000, 58000], weight: '0.600' },
      { name: ['Campera', 'Jaqueta'], price: [65000, 140000], weight: '0.900' },
      { name: ['Jean', 'Calça jeans'], price: [38000, 72000], weight: '0.700' },
      { name: ['Vestido', 'Vestido'], price: [35000, 80000], weight: '0.400' },
      { name: ['Camisa', 'Camisa'], price: [28000, 52000], weight: '0.300' },
      { name: ['Pollera', 'Saia'], price: [24000, 46000], weight: '0.300' },
      { name: ['Short', 'Bermuda'], price: [18000, 32000], weight: '0.250' },
    ],
    materials: [
      ['de algodón', 'de algodão'],
      ['de lino', 'de linho'],
      ['de gabardina', 'de gabardine'],
      ['de morley', 'de malha canelada'],
    ],
    care: ['Lavar a mano o en lavarropas con agua fría.', 'Lavar à mão ou na máquina com água fria.'],
  },
  {
    family: 'calzado',
    category: ['Calzado', 'Calçados'],
    sku: 'CAL',
    brands: ['Andes Calzado', 'Suela Criolla'],
    attribute: ['Talle', 'Tamanho'],
    values: [
      ['36', '36'],
      ['37', '37'],
      ['38', '38'],
      ['39', '39'],
      ['40', '40'],
      ['41', '41'],
      ['42', '42'],
      ['43', '43'],
    ],
    items: [
      { name: ['Zapatillas', 'Tênis'], price: [55000, 140000], weight: '0.900' },
      { name: ['Botas', 'Botas'], price: [90000, 190000], weight: '1.300' },
      { name: ['Sandalias', 'Sandálias'], price: [30000, 70000], weight: '0.500' },
      { name: ['Borcegos', 'Coturnos'], price: [85000, 160000], weight: '1.400' },
      { name: ['Alpargatas', 'Alpargatas'], price: [15000, 30000], weight: '0.400' },
      { name: ['Mocasines', 'Mocassins'], price: [60000, 115000], weight: '0.800' },
    ],
    materials: [
      ['de cuero', 'de couro'],
      ['de gamuza', 'de camurça'],
      ['de lona', 'de lona'],
    ],
    care: ['Limpiar con un paño húmedo.', 'Limpar com um pano úmido.'],
  },
  {
    family: 'accesorios',
    category: ['Accesorios', 'Acessórios'],
    sku: 'ACC',
    brands: ['Cuero del Sur', 'Yaguareté'],
    attribute: ['Color', 'Cor'],
    values: [
      ['Negro', 'Preto'],
      ['Marrón', 'Marrom'],
      ['Suela', 'Caramelo'],
      ['Azul', 'Azul'],
      ['Verde', 'Verde'],
      ['Bordó', 'Bordô'],
    ],
    items: [
      { name: ['Mochila', 'Mochila'], price: [45000, 95000], weight: '0.700' },
      { name: ['Cartera', 'Bolsa'], price: [50000, 120000], weight: '0.600' },
      { name: ['Riñonera', 'Pochete'], price: [18000, 38000], weight: '0.250' },
      { name: ['Gorra', 'Boné'], price: [12000, 24000], weight: '0.150' },
      { name: ['Bufanda', 'Cachecol'], price: [14000, 30000], weight: '0.200' },
      { name: ['Cinturón', 'Cinto'], price: [16000, 36000], weight: '0.200' },
      { name: ['Billetera', 'Carteira'], price: [15000, 42000], weight: '0.150' },
      { name: ['Anteojos de sol', 'Óculos de sol'], price: [30000, 75000], weight: '0.100' },
    ],
    materials: [
      ['de cuero', 'de couro'],
      ['de lona encerada', 'de lona encerada'],
      ['tejido a mano', 'tecido à mão'],
    ],
    care: ['Guardar en su bolsa de tela.', 'Guardar na sua bolsa de tecido.'],
  },
  {
    family: 'hogar',
    category: ['Hogar', 'Casa'],
    sku: 'HOG',
    brands: ['Casa Gaucha', 'Quebracho'],
    attribute: null,
    values: [],
    items: [
      { name: ['Mate', 'Cuia'], price: [9000, 28000], weight: '0.300' },
      { name: ['Termo', 'Garrafa térmica'], price: [35000, 70000], weight: '0.800' },
      { name: ['Almohadón', 'Almofada'], price: [12000, 26000], weight: '0.400' },
      { name: ['Manta', 'Manta'], price: [30000, 65000], weight: '1.100' },
      { name: ['Taza', 'Caneca'], price: [6000, 12000], weight: '0.350' },
      { name: ['Vela aromática', 'Vela aromática'], price: [7000, 15000], weight: '0.300' },
      { name: ['Tabla de picar', 'Tábua de corte'], price: [14000, 30000], weight: '0.900' },
      { name: ['Individuales', 'Jogo americano'], price: [10000, 22000], weight: '0.400' },
    ],
    materials: [
      ['de cerámica', 'de cerâmica'],
      ['de algarrobo', 'de algarrobo'],
      ['de lana de oveja', 'de lã de ovelha'],
    ],
    care: ['Apto para uso diario.', 'Próprio para uso diário.'],
  },
];

const PLACES = [
  'Palermo',
  'Recoleta',
  'San Telmo',
  'Bariloche',
  'Mendoza',
  'Salta',
  'Ushuaia',
  'Córdoba',
  'Rosario',
  'Tigre',
  'Tilcara',
  'Cafayate',
  'El Chaltén',
  'Mar del Plata',
  'Puerto Madryn',
  'Purmamarca',
];

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const i18n = (pair: Pair): I18n => ({ es: pair[0], pt: pair[1] });
const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

export interface SeedInput {
  count: number;
  seed: number;
  now: number;
  ids: IdAllocator;
}

export interface SeededCatalogue {
  categories: CategoryRecord[];
  products: ProductRecord[];
}

export function seedCatalogue({ count, seed, now, ids }: SeedInput): SeededCatalogue {
  const random = seededRandom(seed);
  const opened = now - 400 * 24 * 3600 * 1000;
  const categories = new Map<Family, CategoryRecord>();
  for (const spec of FAMILIES) {
    const name = i18n(spec.category);
    categories.set(spec.family, {
      id: ids.next('category'),
      name,
      description: { es: '', pt: '' },
      handle: { es: slugify(name.es ?? ''), pt: slugify(name.pt ?? '') },
      parent: null,
      subcategories: [],
      created_at: opened,
      updated_at: opened,
    });
  }
  const usedNames = new Set<string>();
  const products: ProductRecord[] = [];
  // Spread creation over the last year, oldest first, so ids and created_at grow together.
  const step = count > 0 ? Math.floor((now - opened - 3600_000) / count) : 0;
  for (let i = 0; i < count; i++) {
    const spec = FAMILIES[i % FAMILIES.length] as FamilySpec;
    const category = categories.get(spec.family) as CategoryRecord;
    const createdAt = opened + i * step + random.int(0, Math.max(0, step - 1));
    products.push(makeProduct(spec, category, random, ids, usedNames, createdAt, now));
  }
  return { categories: [...categories.values()], products };
}

/** One more product of the catalogue's kind (the admin "create product" action). */
export function makeExtraProduct(seed: number, ids: IdAllocator, taken: Iterable<string>, now: number): ProductRecord {
  const random = seededRandom(seed);
  const spec = random.pick(FAMILIES);
  const category: CategoryRecord = {
    id: 0,
    name: i18n(spec.category),
    description: { es: '', pt: '' },
    handle: { es: '', pt: '' },
    parent: null,
    subcategories: [],
    created_at: now,
    updated_at: now,
  };
  const product = makeProduct(spec, category, random, ids, new Set(taken), now, now);
  product.category_ids = [];
  return product;
}

export function familyCategory(family: Family): Pair {
  return (FAMILIES.find((f) => f.family === family) as FamilySpec).category;
}

function makeProduct(
  spec: FamilySpec,
  category: CategoryRecord,
  random: Random,
  ids: IdAllocator,
  usedNames: Set<string>,
  createdAt: number,
  now: number,
): ProductRecord {
  const id = ids.next('product');
  const item = random.pick(spec.items);
  const place = random.pick(PLACES);
  const material = random.pick(spec.materials);
  let name: Pair = [`${item.name[0]} ${place}`, `${item.name[1]} ${place}`];
  if (usedNames.has(name[0])) name = [`${name[0]} ${material[0]}`, `${name[1]} ${material[1]}`];
  for (let n = 2; usedNames.has(name[0]); n++) name = [`${item.name[0]} ${place} ${n}`, `${item.name[1]} ${place} ${n}`];
  usedNames.add(name[0]);

  const updatedAt = Math.min(now - 60_000, createdAt + random.int(0, 60) * 24 * 3600 * 1000);
  const brand = random.pick(spec.brands);
  const description: I18n = {
    es:
      `<p>${name[0]} ${material[0]}, de ${brand}. Diseñado y fabricado en Argentina para acompañarte todos los días.</p>` +
      `<ul><li>Material: ${material[0].replace(/^de /, '')}</li><li>${spec.care[0]}</li><li>Envíos a todo el país.</li></ul>`,
    pt:
      `<p>${name[1]} ${material[1]}, da ${brand}. Criado e fabricado na Argentina para o seu dia a dia.</p>` +
      `<ul><li>Material: ${material[1].replace(/^de /, '')}</li><li>${spec.care[1]}</li><li>Enviamos para todo o país.</li></ul>`,
  };

  const imageCount = random.int(1, 3);
  const images: ImageRecord[] = [];
  for (let position = 1; position <= imageCount; position++) {
    images.push({
      id: ids.next('image'),
      product_id: id,
      position,
      file: `products/${id}-${position}.png`,
      alt: [],
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  const contactForPrice = random.chance(0.05);
  const onSale = !contactForPrice && random.chance(0.25);
  const basePrice = roundTo(random.int(item.price[0], item.price[1]), 500);
  const managed = random.chance(0.85);
  const values =
    spec.attribute === null
      ? random.chance(0.5)
        ? []
        : random.shuffle(FAMILIES[2]?.values ?? []).slice(0, random.int(2, 3))
      : pickRun(spec.values, random.int(1, 4), random);
  const attributes: I18n[] = spec.attribute ? [i18n(spec.attribute)] : values.length > 0 ? [{ es: 'Color', pt: 'Cor' }] : [];
  const variantValues: Array<Pair | null> = values.length > 0 ? values : [null];
  const variants: VariantRecord[] = variantValues.map((value, index) => {
    const price = contactForPrice ? null : basePrice + (spec.family === 'ropa' && value?.[0] === 'XL' ? 1000 : 0);
    return {
      id: ids.next('variant'),
      product_id: id,
      position: index + 1,
      price: price === null ? null : `${price}.00`,
      promotional_price: onSale && price !== null ? `${roundTo(price * 0.85, 100)}.00` : null,
      compare_at_price: null,
      stock_management: managed,
      stock: managed ? (random.chance(0.1) ? 0 : random.int(1, 40)) : null,
      sku: `${spec.sku}-${String(id).slice(-5)}${value ? `-${slugify(value[0]).toUpperCase()}` : ''}`,
      barcode: null,
      values: value ? [i18n(value)] : [],
      image_id: images[0]?.id ?? null,
      weight: item.weight,
      width: null,
      height: null,
      depth: null,
      cost: price === null ? null : `${roundTo(price * 0.45, 100)}.00`,
      created_at: createdAt,
      updated_at: updatedAt,
    };
  });

  return {
    id,
    family: spec.family,
    name: i18n(name),
    description,
    handle: { es: slugify(name[0]), pt: slugify(name[1]) },
    attributes,
    category_ids: [category.id],
    brand,
    published: random.chance(0.9),
    free_shipping: random.chance(0.15),
    requires_shipping: true,
    seo_title: name[0],
    seo_description: `${name[0]} ${material[0]}, de ${brand}.`,
    tags: [spec.category[0].toLowerCase(), slugify(place), material[0].replace(/^de /, '')].join(','),
    variants,
    images,
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

/** A run of consecutive values (sizes come in runs: 38, 39, 40). */
function pickRun(values: readonly Pair[], length: number, random: Random): Pair[] {
  const size = Math.min(length, values.length);
  const start = random.int(0, values.length - size);
  return values.slice(start, start + size);
}
