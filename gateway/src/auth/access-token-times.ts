/** When an access token was issued and when it expires, in milliseconds. */
export interface AccessTokenTimes {
  issuedAtMs: number;
  expiresAtMs: number;
}

/**
 * A token's issue time: identity's `issuedAtMs` (JWT's `iat` counts whole seconds, and a session
 * ended within the same second as a new sign-in must not take the new token with it), else `iat`.
 */
export function issuedAtMsOf(payload: Record<string, unknown>): number {
  return typeof payload.issuedAtMs === 'number' ? payload.issuedAtMs : Number(payload.iat) * 1000;
}

/**
 * The times of the bearer token of a request the JWT guard already let through: read, not
 * verified again (the guard checked its signature, issuer, audience and expiry).
 */
export function accessTokenTimes(authorization: string | undefined): AccessTokenTimes | null {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const body = token?.split('.')[1];
  if (!body) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const expiresAtMs = Number(payload.exp) * 1000;
    const issuedAtMs = issuedAtMsOf(payload);
    return Number.isFinite(expiresAtMs) && Number.isFinite(issuedAtMs) ? { issuedAtMs, expiresAtMs } : null;
  } catch {
    return null;
  }
}
