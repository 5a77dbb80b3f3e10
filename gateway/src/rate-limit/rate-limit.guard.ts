import { HttpException, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorFor, RESET_LIMIT_PER_MIN, SIGN_IN_LIMIT_PER_MIN } from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import type { RateLimitStore } from './rate-limit.store.js';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');
const RATE_LIMIT = 'afilia:rate-limit';

/**
 * Named limits (reliability §2): per client IP, or per e-mail in the body so that guessing one
 * account's password from many addresses is slowed too. E-mails are counted by their hash.
 */
export const RATE_LIMITS = {
  'sign-in': { limit: SIGN_IN_LIMIT_PER_MIN, windowMs: 60_000, by: 'ip' },
  'sign-in-email': { limit: 10, windowMs: 15 * 60_000, by: 'email' },
  'password-reset': { limit: RESET_LIMIT_PER_MIN, windowMs: 60_000, by: 'ip' },
  'image-upload': { limit: 20, windowMs: 3_600_000, by: 'ip' },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

export const RateLimit = (...names: RateLimitName[]) => SetMetadata(RATE_LIMIT, names);

function keyOf(name: RateLimitName, request: FastifyRequest): string | null {
  if (RATE_LIMITS[name].by === 'ip') return `${name}:${request.ip}`;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  return `${name}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    private readonly logger: JsonLogger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const names = this.reflector.get<RateLimitName[] | undefined>(RATE_LIMIT, context.getHandler());
    if (!names) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    for (const name of names) {
      const key = keyOf(name, request);
      if (!key) continue;
      const { limit, windowMs } = RATE_LIMITS[name];
      const { count, resetInMs } = await this.store.hit(key, windowMs);
      reply.header('X-RateLimit-Limit', String(limit));
      reply.header('X-RateLimit-Remaining', String(Math.max(0, limit - count)));
      if (count > limit) {
        reply.header('Retry-After', String(Math.max(1, Math.ceil(resetInMs / 1000))));
        this.logger.warn('ratelimit.exceeded', { limit: name, ip: request.ip });
        throw new HttpException(errorFor('RATE_LIMITED'), 429);
      }
    }
    return true;
  }
}
