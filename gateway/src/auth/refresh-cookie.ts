import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_S } from '@afilia/contracts';

/** The refresh token never reaches JavaScript: an httpOnly, SameSite=Strict cookie scoped to /api/v1/auth. */
export const REFRESH_COOKIE = 'afilia_refresh';
const PATH = '/api/v1/auth';

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: PATH, maxAge: REFRESH_TOKEN_TTL_S });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: PATH });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}
