import { AtRestCipher } from './at-rest-cipher.js';

describe('AtRestCipher', () => {
  it('round-trips a value and never stores it readable', () => {
    const cipher = new AtRestCipher('x'.repeat(32), 'store-token');
    const sealed = cipher.encrypt('tok-123');
    expect(sealed).not.toContain('tok-123');
    expect(cipher.decrypt(sealed)).toBe('tok-123');
  });

  it('refuses a value sealed with another secret or for another purpose', () => {
    const sealed = new AtRestCipher('a'.repeat(32), 'store-token').encrypt('tok-123');
    expect(() => new AtRestCipher('b'.repeat(32), 'store-token').decrypt(sealed)).toThrow();
    expect(() => new AtRestCipher('a'.repeat(32), 'totp-key').decrypt(sealed)).toThrow();
  });
});
