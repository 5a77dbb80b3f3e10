import { newPasswordFormSchema, requestPasswordResetSchema, signInRequestSchema, signUpRequestSchema } from '@afilia/contracts';
import { validate } from './validate';

describe('validate', () => {
  it('returns the trimmed data of a valid sign-up', () => {
    const result = validate(signUpRequestSchema, {
      name: ' Ana Pérez ',
      email: ' ana@example.com ',
      password: 'Secreta123',
      role: 'creator',
    });
    expect(result).toEqual({
      ok: true,
      data: { name: 'Ana Pérez', email: 'ana@example.com', password: 'Secreta123', role: 'creator' },
    });
  });

  it('reports only the first error of the form', () => {
    expect(validate(signUpRequestSchema, { name: 'A1', email: 'no', password: 'x', role: 'brand' })).toEqual({
      ok: false,
      message: 'El nombre solo puede contener letras',
    });
    expect(validate(signInRequestSchema, { email: 'ana@example.com', password: '' })).toEqual({
      ok: false,
      message: 'Contraseña requerida',
    });
    expect(validate(requestPasswordResetSchema, { email: 'ana' })).toEqual({ ok: false, message: 'Email inválido' });
  });

  it('requires a strong password that matches its confirmation', () => {
    expect(validate(newPasswordFormSchema, { password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({
      ok: false,
      message: 'La contraseña debe tener al menos 8 caracteres',
    });
    expect(validate(newPasswordFormSchema, { password: 'Secreta123', confirmPassword: 'Secreta124' })).toEqual({
      ok: false,
      message: 'Las contraseñas no coinciden',
    });
  });
});
