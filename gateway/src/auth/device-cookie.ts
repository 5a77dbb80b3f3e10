import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that has signed in to an account before. The per-account limit on failed sign-ins
 * does not count its tries, so a stranger's ten wrong passwords cannot lock the owner out of
 * their own account (OWASP's device cookie); the per-address limit still applies to everyone.
 */
export const DEVICE_COOKIE = 'afilia_device';
const PATH = '/api/v1/auth';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function proof(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`known-device:${email.trim().toLowerCase()}`).digest('base64url');
}

export function markKnownDevice(reply: FastifyReply, secret: string, email: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, proof(secret, email), { httpOnly: true, sameSite: 'strict', secure, path: PATH, maxAge: ONE_YEAR_S });
}

/** Whether this request comes from a browser that signed in to this e-mail's account. */
export function isKnownDevice(request: FastifyRequest, secret: string, email: unknown): boolean {
  const presented = request.cookies?.[DEVICE_COOKIE];
  if (typeof presented !== 'string' || typeof email !== 'string') return false;
  const expected = Buffer.from(proof(secret, email));
  const actual = Buffer.from(presented);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
