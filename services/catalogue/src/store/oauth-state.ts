import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface OauthStateClaims {
  nonce: string;
  userId: string;
  brandId: string;
  returnPath: string;
  /** Epoch ms. */
  expiresAt: number;
}

/**
 * The OAuth `state`: its claims, signed. The signature proves we issued it; its nonce (stored
 * and spent on use) makes it single use; `expiresAt` limits it to 10 minutes.
 */
export class OauthStateSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`afilia-oauth-state:${secret}`).digest();
  }

  issue(claims: Omit<OauthStateClaims, 'nonce'>): { state: string; claims: OauthStateClaims } {
    const full = { ...claims, nonce: randomBytes(16).toString('base64url') };
    const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
    return { state: `${payload}.${this.sign(payload)}`, claims: full };
  }

  /** The claims of a state we signed and that has not expired; null otherwise. */
  verify(state: string, now = Date.now()): OauthStateClaims | null {
    const [payload, signature, extra] = state.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OauthStateClaims;
      return claims.expiresAt > now ? claims : null;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
