import { signUpRequestSchema } from '@afilia/contracts';
import { fieldIssues } from './field-issues';

describe('fieldIssues', () => {
  it("gives every field of the sign-up its own first message, in the form's order", () => {
    const result = signUpRequestSchema.safeParse({ name: 'A', email: 'no-es-email', password: 'corta', role: 'brand' });
    if (result.success) throw new Error('should fail');
    const fields = fieldIssues(result.error.issues, ['name', 'email', 'password', 'role']);
    expect(fields.map((f) => f.name)).toEqual(['name', 'email', 'password', 'role']);
    expect(fields[1]).toEqual({ name: 'email', errors: ['Email inválido'] });
    expect(fields[2]).toEqual({ name: 'password', errors: ['La contraseña debe tener al menos 8 caracteres'] });
    expect(fields[3]).toEqual({ name: 'role', errors: [] });
    expect(fields[0]!.errors).toHaveLength(1);
  });

  it("names the form's field where the schema's key differs, and leaves out keys with no field", () => {
    const issues = [
      { path: ['priceCents'], message: 'El precio debe ser mayor a 0' },
      { path: ['commissionPlatform'], message: 'La comisión debe estar entre 0 y 1' },
      { path: [], message: 'Los datos enviados no son válidos' },
    ];
    const fields = fieldIssues(issues, ['name', 'price', 'commissionPercent'], {
      priceCents: 'price',
      commissionCreator: 'commissionPercent',
    });
    expect(fields).toEqual([
      { name: 'name', errors: [] },
      { name: 'price', errors: ['El precio debe ser mayor a 0'] },
      { name: 'commissionPercent', errors: [] },
    ]);
  });

  it("gives a list's item its own message at its whole path, and leaves the list's own issues to the toast", () => {
    const issues = [
      { path: ['rewards', 'tiers'], message: 'Podés agregar hasta 4 escalones' },
      { path: ['rewards', 'tiers', 1, 'fromSales'], message: 'Cada escalón debe empezar en más ventas que el anterior' },
      { path: ['name'], message: 'El nombre es requerido' },
    ];
    const fields = fieldIssues(issues, ['name', ['rewards', 'tiers', 0, 'fromSales'], ['rewards', 'tiers', 1, 'fromSales']]);
    expect(fields).toEqual([
      { name: 'name', errors: ['El nombre es requerido'] },
      { name: ['rewards', 'tiers', 0, 'fromSales'], errors: [] },
      { name: ['rewards', 'tiers', 1, 'fromSales'], errors: ['Cada escalón debe empezar en más ventas que el anterior'] },
    ]);
  });
});
