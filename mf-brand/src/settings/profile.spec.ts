import { checkProfileName, updateProfile } from './profile';

describe('checkProfileName', () => {
  it('takes a trimmed name of letters', () => {
    expect(checkProfileName('  Ana María Paz ')).toEqual({ ok: true, name: 'Ana María Paz' });
  });

  it('shows only the first error', () => {
    expect(checkProfileName('A')).toEqual({ ok: false, message: 'El nombre debe tener al menos 2 caracteres' });
    expect(checkProfileName('Ana 2')).toEqual({ ok: false, message: 'El nombre solo puede contener letras' });
    expect(checkProfileName(undefined)).toEqual({ ok: false, message: 'El nombre debe tener al menos 2 caracteres' });
  });
});

describe('updateProfile', () => {
  it('patches the current user with the new name', async () => {
    const calls: unknown[][] = [];
    const api = {
      patch: async (...args: unknown[]) => {
        calls.push(args);
        return { name: 'Ana María Paz' };
      },
    };
    await updateProfile(api as never, 'Ana María Paz');
    expect(calls[0]?.[0]).toBe('/auth/me');
    expect(calls[0]?.[1]).toEqual({ name: 'Ana María Paz' });
  });
});
