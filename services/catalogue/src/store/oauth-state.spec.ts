import { OauthStateSigner } from './oauth-state.js';

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
