import type { Actor } from '@afilia/contracts';
import { brandScope, canActOnBrand, requireAdmin } from './brand-scope.js';
import { DomainError } from './domain-error.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const actor = (role: Actor['role'], brandIds: string[]): Actor => ({ userId: A, role, brandIds, creatorId: null, agencyId: null });

function code(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.body.code : 'other';
  }
}

describe('brandScope', () => {
  it('gives a brand owner its own brand, and refuses another', () => {
    expect(brandScope(actor('brand', [A]))).toBe(A);
    expect(brandScope(actor('brand', [A]), A)).toBe(A);
    expect(code(() => brandScope(actor('brand', [A]), B))).toBe('FORBIDDEN');
  });

  it('lets an agency act on a linked brand only', () => {
    expect(brandScope(actor('agency', [A, B]), B)).toBe(B);
    expect(brandScope(actor('agency', [A, B]))).toBe(A);
    expect(code(() => brandScope(actor('agency', []), undefined))).toBe('FORBIDDEN');
  });

  it('refuses creators and asks an admin to name the brand', () => {
    expect(code(() => brandScope(actor('creator', []), A))).toBe('FORBIDDEN');
    expect(code(() => brandScope(actor('admin', []), undefined))).toBe('VALIDATION_FAILED');
    expect(brandScope(actor('admin', []), B)).toBe(B);
  });
});

describe('canActOnBrand', () => {
  it('matches the same rules for an existing row', () => {
    expect(canActOnBrand(actor('brand', [A]), A)).toBe(true);
    expect(canActOnBrand(actor('brand', [A]), B)).toBe(false);
    expect(canActOnBrand(actor('admin', []), B)).toBe(true);
    expect(canActOnBrand(actor('creator', []), A)).toBe(false);
  });
});

describe('requireAdmin', () => {
  it('lets only an admin through', () => {
    expect(code(() => requireAdmin(actor('admin', [])))).toBeUndefined();
    for (const role of ['brand', 'agency', 'creator'] as const) expect(code(() => requireAdmin(actor(role, [A])))).toBe('FORBIDDEN');
  });
});
