import { signInRequestSchema, signUpRequestSchema, newPasswordFormSchema, requestPasswordResetSchema } from '../http/auth/auth.js';
import { firstIssue } from './validation.js';

const valid = { name: 'Ana Pérez', email: 'ana@example.com', password: 'Secreta123', role: 'brand' };

function firstError(input: unknown): string | null {
  const result = signUpRequestSchema.safeParse(input);
  return result.success ? null : firstIssue(result.error);
}

describe('signUpRequestSchema', () => {
  it('accepts a valid sign-up and trims name and email', () => {
    const parsed = signUpRequestSchema.parse({ ...valid, name: '  Ana Pérez ', email: ' ana@example.com ' });
    expect(parsed.name).toBe('Ana Pérez');
    expect(parsed.email).toBe('ana@example.com');
  });

  it.each([
    ['an invalid email', { email: 'ana@' }, 'Email inválido'],
    ['an email over 255 characters', { email: `${'a'.repeat(250)}@example.com` }, 'Email demasiado largo'],
    ['a password under 8', { password: 'Ab1' }, 'La contraseña debe tener al menos 8 caracteres'],
    ['a password over 72', { password: `Ab1${'x'.repeat(70)}` }, 'La contraseña es demasiado larga'],
    ['a password without uppercase', { password: 'secreta123' }, 'Debe incluir al menos una mayúscula'],
    ['a password without lowercase', { password: 'SECRETA123' }, 'Debe incluir al menos una minúscula'],
    ['a password without a digit', { password: 'Secretaaa' }, 'Debe incluir al menos un número'],
    ['a one-letter name', { name: 'A' }, 'El nombre debe tener al menos 2 caracteres'],
    ['a name over 100', { name: 'a'.repeat(101) }, 'El nombre es demasiado largo'],
    ['a name with digits', { name: 'Ana 2' }, 'El nombre solo puede contener letras'],
    ['an unknown role', { role: 'admin' }, 'Tipo de cuenta inválido'],
  ])('rejects %s', (_case, override, message) => {
    expect(firstError({ ...valid, ...override })).toBe(message);
  });

  it('accepts accents, ñ and spaces in names', () => {
    expect(firstError({ ...valid, name: 'Ñandú Güemes Íñiguez' })).toBeNull();
  });

  it('accepts exactly 72 characters of password and exactly 2 of name', () => {
    expect(firstError({ ...valid, password: `Ab1${'x'.repeat(69)}`, name: 'Al' })).toBeNull();
  });

  it('accepts the three sign-up roles', () => {
    for (const role of ['brand', 'creator', 'agency']) expect(firstError({ ...valid, role })).toBeNull();
  });
});

describe('signInRequestSchema', () => {
  it('requires a password', () => {
    const result = signInRequestSchema.safeParse({ email: 'ana@example.com', password: '' });
    expect(result.success).toBe(false);
    expect(result.success ? '' : firstIssue(result.error)).toBe('Contraseña requerida');
  });

  it('requires a valid email', () => {
    const result = signInRequestSchema.safeParse({ email: 'nope', password: 'x' });
    expect(result.success ? '' : firstIssue(result.error)).toBe('Email inválido');
  });
});

describe('requestPasswordResetSchema', () => {
  it('rejects an email over 255 characters', () => {
    const result = requestPasswordResetSchema.safeParse({ email: `${'b'.repeat(250)}@example.com` });
    expect(result.success ? '' : firstIssue(result.error)).toBe('Email demasiado largo');
  });
});

describe('newPasswordFormSchema', () => {
  it('requires the confirmation to match', () => {
    const result = newPasswordFormSchema.safeParse({ password: 'Secreta123', confirmPassword: 'Secreta124' });
    expect(result.success ? '' : firstIssue(result.error)).toBe('Las contraseñas no coinciden');
  });

  it('applies the password rules to the new password', () => {
    const result = newPasswordFormSchema.safeParse({ password: 'secreta123', confirmPassword: 'secreta123' });
    expect(result.success ? '' : firstIssue(result.error)).toBe('Debe incluir al menos una mayúscula');
  });
});
