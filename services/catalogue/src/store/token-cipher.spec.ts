import { OauthStateSigner } from './oauth-state.js';
import { TokenCipher } from './token-cipher.js';

describe('TokenCipher', () => {
  it('round-trips a token and never stores it readable', () => {
    const cipher = new TokenCipher('x'.repeat(32));
    const sealed = cipher.encrypt('tok-123');
    expect(sealed).not.toContain('tok-123');
    expect(cipher.decrypt(sealed)).toBe('tok-123');
  });

  it('refuses a token sealed with another secret', () => {
    const sealed = new TokenCipher('a'.repeat(32)).encrypt('tok-123');
    expect(() => new TokenCipher('b'.repeat(32)).decrypt(sealed)).toThrow();
  });
});

describe('OauthStateSigner', () => {
  const signer = new OauthStateSigner('s'.repeat(32));
  const claims = { userId: 'u', brandId: 'b', returnPath: '/dashboard/brand-settings', expiresAt: Date.now() + 600_000 };

  it('verifies what it issued', () => {
    const { state, claims: issued } = signer.issue(claims);
    expect(signer.verify(state)).toEqual(issued);
  });

  it('refuses a tampered, foreign or expired state', () => {
    const { state } = signer.issue(claims);
    const [payload, signature] = state.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...claims, brandId: 'otra', nonce: 'n' })).toString('base64url');
    expect(signer.verify(`${tampered}.${signature}`)).toBeNull();
    expect(new OauthStateSigner('t'.repeat(32)).verify(state)).toBeNull();
    expect(signer.verify(`${payload}.${signature}`, claims.expiresAt + 1)).toBeNull();
    expect(signer.verify('basura')).toBeNull();
  });
});
