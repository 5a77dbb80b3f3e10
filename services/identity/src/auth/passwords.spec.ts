import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with Argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Secreta123');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Secreta123')).toBe(true);
    expect(await verifyPassword(hash, 'secreta123')).toBe(false);
  });

  it('answers false for an unknown account after checking a decoy', async () => {
    expect(await verifyPassword(null, 'Secreta123')).toBe(false);
  });
});
