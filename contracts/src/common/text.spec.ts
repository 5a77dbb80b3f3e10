import type { z } from 'zod';
import { createBrandRequestSchema, updateBrandRequestSchema } from '../http/brands/brands.js';
import { signInRequestSchema, signUpRequestSchema, updateProfileRequestSchema, validateResetTokenSchema } from '../http/auth/auth.js';
import { createProductRequestSchema } from '../http/catalogue/products.js';
import { authorizeUrlRequestSchema, tiendanubeCallbackRequestSchema } from '../http/catalogue/store.js';
import { textField } from './text.js';

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
