import { firstIssue, newPasswordFormSchema, requestPasswordResetSchema, signInRequestSchema, signUpRequestSchema } from '@afilia/contracts';

// The auth forms check their values with the contracts schemas and show only `firstIssue` (seed 000 §5).
describe('auth forms', () => {
  it('send the trimmed data of a valid sign-up', () => {
    const result = signUpRequestSchema.safeParse({
      name: ' Ana Pérez ',
      email: ' ana@example.com ',
      password: 'Secreta123',
      role: 'creator',
    });
    expect(result).toEqual({
      success: true,
      data: { name: 'Ana Pérez', email: 'ana@example.com', password: 'Secreta123', role: 'creator' },
    });
  });

  it('report only the first error of the form', () => {
    expect(firstIssue(signUpRequestSchema.safeParse({ name: 'A1', email: 'no', password: 'x', role: 'brand' }).error!)).toBe(
      'El nombre solo puede contener letras',
    );
    expect(firstIssue(signInRequestSchema.safeParse({ email: 'ana@example.com', password: '' }).error!)).toBe('Contraseña requerida');
    expect(firstIssue(requestPasswordResetSchema.safeParse({ email: 'ana' }).error!)).toBe('Email inválido');
  });

  it('require a strong password that matches its confirmation', () => {
    expect(firstIssue(newPasswordFormSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).error!)).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
    expect(firstIssue(newPasswordFormSchema.safeParse({ password: 'Secreta123', confirmPassword: 'Secreta124' }).error!)).toBe(
      'Las contraseñas no coinciden',
    );
  });
});
