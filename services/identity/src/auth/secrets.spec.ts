import { randomSecret, sha256 } from './secrets.js';

describe('randomSecret', () => {
  it('carries at least 128 random bits, URL-safe, never twice the same', () => {
    const a = randomSecret(16);
    expect(Buffer.from(a, 'base64url')).toHaveLength(16);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(randomSecret(16)).not.toBe(a);
  });
});

describe('sha256', () => {
  it('stores only the hex digest', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
