import type { z } from 'zod';
import { createBrandRequestSchema, updateBrandRequestSchema } from '../http/brands/brands.js';
import { signInRequestSchema, signUpRequestSchema, updateProfileRequestSchema, validateResetTokenSchema } from '../http/auth/auth.js';
import { createProductRequestSchema } from '../http/catalogue/products.js';
import { authorizeUrlRequestSchema, tiendanubeCallbackRequestSchema } from '../http/catalogue/store.js';
import { saveProfileRequestSchema } from '../http/creators/profile.js';
import { createCreatorRequestSchema } from '../http/creators/directory.js';
import { creatorsFromCsv, importCreatorsRequestSchema, SKIP_REASONS } from '../http/creators/creator-import.js';
import { containsLink, defangLinks, NAME_LINK_MESSAGE, textField } from './text.js';

// Every text field a client sends, with a valid body around it: a control character in the
// field must fail on that field with its own message, never reach the database.
const cases: [string, z.ZodType, Record<string, unknown>, string, string][] = [
  ['product name', createProductRequestSchema, { name: 'Remera', priceCents: 100 }, 'name', 'El nombre contiene caracteres no válidos'],
  [
    'product description',
    createProductRequestSchema,
    { name: 'Remera', priceCents: 100, description: 'x' },
    'description',
    'La descripción contiene caracteres no válidos',
  ],
  ['brand name', createBrandRequestSchema, { name: 'Marca' }, 'name', 'El nombre contiene caracteres no válidos'],
  [
    'brand description',
    updateBrandRequestSchema,
    { name: 'Marca', description: 'x', logoUrl: null },
    'description',
    'La descripción contiene caracteres no válidos',
  ],
  [
    'person name',
    signUpRequestSchema,
    { name: 'Ana Paz', email: 'ana@example.com', password: 'Secreta123', role: 'brand' },
    'name',
    'El nombre solo puede contener letras',
  ],
  [
    'password',
    signUpRequestSchema,
    { name: 'Ana Paz', email: 'ana@example.com', password: 'Secreta123', role: 'brand' },
    'password',
    'La contraseña contiene caracteres no válidos',
  ],
  ['sign-in password', signInRequestSchema, { email: 'ana@example.com', password: 'x' }, 'password', 'Contraseña inválida'],
  ['profile name', updateProfileRequestSchema, { name: 'Ana Paz' }, 'name', 'El nombre solo puede contener letras'],
  ['reset token', validateResetTokenSchema, { token: 'abc' }, 'token', 'Token no válido'],
  ['return path', authorizeUrlRequestSchema, { returnPath: '/dashboard' }, 'returnPath', 'Ruta de retorno inválida'],
  ['authorization code', tiendanubeCallbackRequestSchema, { code: 'abc', state: 'def' }, 'code', 'Código de autorización inválido'],
];

describe('text fields refuse control characters with their own message', () => {
  it.each(cases)('%s', (_name, schema, body, field, message) => {
    expect(schema.safeParse(body).success).toBe(true);
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb']) {
      const result = schema.safeParse({ ...body, [field]: `${String(body[field])}${bad}` });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
    }
  });
});

describe('textField', () => {
  it('keeps line breaks only where the field is multi-line', () => {
    expect(textField({ invalid: 'x', multiline: true }).safeParse('una\nlínea\tmás').success).toBe(true);
    expect(textField({ invalid: 'x' }).safeParse('una\nlínea').success).toBe(false);
    expect(textField({ invalid: 'inválido', typeError: 'requerido' }).safeParse(3).error?.issues[0]?.message).toBe('requerido');
  });
});

// Issue 36 §3: a brand's or a creator's name never carries a link into our e-mails and pages.
describe('containsLink', () => {
  it.each([
    'https://algo.com',
    'http://algo',
    'HTTPS://ALGO.COM',
    'hxxps://algo[.]com',
    'ftp:\\\\servidor',
    'Verificá tu cuenta en www.afilia-soporte',
    'WWW.algo',
    'algo.com',
    'Marca algo.com',
    'x.com',
    'x.com.ar',
    'tienda.com.ar',
    'bit.ly/abc',
    't.me/soporte',
    'ana.es',
    'afilia-soporte.net',
    'soporte@afilia.app',
    'Soporte Afilia (afilia.app)',
    'verificá-tu-cuenta.xyz',
    'algo . com',
    'algo .com',
    'algo[.]com',
    'algo(.)com',
    'algo(dot)com',
    'algo [punto] com',
    'algo。com',
    'algo．com',
    'ａｌｇｏ．ｃｏｍ',
    'al\u200Bgo.c\u200Bom',
    'g\u043E\u043Egle.c\u043Em',
    '192.168.0.1',
    'xn--tienda-5ya.xn--p1ai',
    'señal.com',
  ])('finds a link in %j', (name) => {
    expect(containsLink(name)).toBe(true);
  });

  it.each([
    'J. Pérez',
    'J.Pérez',
    'Dr. Ana',
    'Dra.Ana Gómez',
    'A.Li',
    'S.R.L.',
    'Tienda Luna S.A.',
    'Panadería Bs.As.',
    'María José O’Connor',
    'Tienda 2.0',
    'Ana.Moda',
    'Ñandú Güemes',
    'Moda y Cía. Ltda.',
    'Sr. Co',
    'Punto Com',
    '@sol.moda',
    'Lu & Co',
  ])('finds no link in %j', (name) => {
    expect(containsLink(name)).toBe(false);
  });

  it('brackets the dots and colons of a text with a link, and leaves other text as it is', () => {
    expect(defangLinks('Verificá en https://afilia.app')).toBe('Verificá en https[:]//afilia[.]app');
    expect(defangLinks('algo。com')).toBe('algo[.]com');
    expect(defangLinks('J. Pérez: moda')).toBe('J. Pérez: moda');
    expect(defangLinks('Hola. Mirá: www.algo.com/promo, ¡ya!')).toBe('Hola. Mirá: www[.]algo[.]com/promo, ¡ya!');
  });
});

describe('names refuse links on their field', () => {
  const named: [string, z.ZodType, Record<string, unknown>][] = [
    ['brand name', createBrandRequestSchema, {}],
    ['brand settings name', updateBrandRequestSchema, { logoUrl: null }],
    ['sign-up name', signUpRequestSchema, { email: 'ana@example.com', password: 'Secreta123', role: 'creator' }],
    ['profile name (Configuración)', updateProfileRequestSchema, {}],
    ['internal creator name', createCreatorRequestSchema, {}],
    ['CSV row name', importCreatorsRequestSchema, {}],
  ];
  const withName = (field: string, body: Record<string, unknown>, name: string) =>
    field === 'CSV row name' ? { rows: [{ line: 2, name, categories: [] }] } : { ...body, name };

  it.each(named)('%s', (field, schema, body) => {
    expect(schema.safeParse(withName(field, body, 'Ana Paz')).success).toBe(true);
    for (const name of ['https://algo.com', 'Verificá tu cuenta: www.algo.com', 'algo.com', `${'a'.repeat(120)}.com`]) {
      const result = schema.safeParse(withName(field, body, name));
      expect(result.success).toBe(false);
      const path = field === 'CSV row name' ? ['rows', 0, 'name'] : ['name'];
      expect(result.error?.issues[0]).toMatchObject({ path, message: NAME_LINK_MESSAGE });
    }
  });

  it("a creator's own profile name", () => {
    const profile = (name: string) => saveProfileRequestSchema.safeParse({ ...PROFILE, name });
    expect(profile('Dr. Ana').success).toBe(true);
    expect(profile('bit.ly/promo').error?.issues[0]).toMatchObject({ path: ['name'], message: NAME_LINK_MESSAGE });
  });

  it('skips a CSV row whose name holds a link, saying so', () => {
    const csv = creatorsFromCsv([['nombre'], ['J. Pérez'], ['tienda.com.ar'], ['Ana']]);
    expect(csv.rows.map((r) => r.name)).toEqual(['J. Pérez', 'Ana']);
    expect(csv.skipped).toEqual([{ line: 3, name: 'tienda.com.ar', reason: SKIP_REASONS.nameWithLink }]);
  });
});

const NETWORK = { username: '', followers: 0, posts: 0, views: 0, engagement: 0, hidden: false };
const PROFILE = {
  revision: 0,
  slug: '',
  isPublic: true,
  pressKitPublic: false,
  bio: '',
  profileImageUrl: null,
  socialLinks: {},
  networks: { instagram: NETWORK, tiktok: NETWORK, youtube: NETWORK, kick: NETWORK },
  linkedin: { followers: 0, hidden: false },
  featuredPosts: [],
  customLinks: [],
  showVerifiedResults: false,
};
