import { firstIssue } from '@afilia/contracts';
import { checkProfileName, updateProfile } from './profile';

describe('checkProfileName', () => {
  it('takes a trimmed name of letters', () => {
    expect(checkProfileName('  Ana María Paz ')).toEqual({ success: true, data: { name: 'Ana María Paz' } });
  });

  it('shows only the first error', () => {
    expect(firstIssue(checkProfileName('A').error!)).toBe('El nombre debe tener al menos 2 caracteres');
    expect(firstIssue(checkProfileName('Ana 2').error!)).toBe('El nombre solo puede contener letras');
    expect(firstIssue(checkProfileName(undefined).error!)).toBe('El nombre debe tener al menos 2 caracteres');
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
