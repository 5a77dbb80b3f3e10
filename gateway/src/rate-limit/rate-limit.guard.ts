import { HttpException, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorFor, RESET_LIMIT_PER_MIN, SIGN_IN_LIMIT_PER_MIN } from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import type { RateLimitStore } from './rate-limit.store.js';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');
const RATE_LIMIT = 'afilia:rate-limit';

/** Named limits, per client IP (reliability §2: sign-in 5/min, reset 2/min, uploads 20/h). */
export const RATE_LIMITS = {
  'sign-in': { limit: SIGN_IN_LIMIT_PER_MIN, windowMs: 60_000 },
  'password-reset': { limit: RESET_LIMIT_PER_MIN, windowMs: 60_000 },
  'image-upload': { limit: 20, windowMs: 3_600_000 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    private readonly logger: JsonLogger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!name) return true;
    const { limit, windowMs } = RATE_LIMITS[name];
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { count, resetInMs } = await this.store.hit(`${name}:${request.ip}`, windowMs);
    const retryAfter = Math.max(1, Math.ceil(resetInMs / 1000));
    reply.header('X-RateLimit-Limit', String(limit));
    reply.header('X-RateLimit-Remaining', String(Math.max(0, limit - count)));
    if (count > limit) {
      reply.header('Retry-After', String(retryAfter));
      this.logger.warn('ratelimit.exceeded', { limit: name, ip: request.ip });
      throw new HttpException(errorFor('RATE_LIMITED'), 429);
    }
    return true;
  }
}
