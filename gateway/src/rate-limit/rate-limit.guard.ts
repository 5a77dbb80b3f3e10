import { HttpException, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorFor, RESET_LIMIT_PER_MIN, SIGN_IN_LIMIT_PER_MIN } from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { isKnownDevice } from '../auth/device-cookie.js';
import type { RateLimitStore } from './rate-limit.store.js';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');
const RATE_LIMIT = 'afilia:rate-limit';

/**
 * Named limits (reliability §2): per client IP, or per e-mail in the body so that guessing one
 * account's password from many addresses is slowed too. E-mails are counted by their hash.
 * A limit that counts `failures` only adds a hit when the answer is a 401 (a person signing in
 * on several devices spends nothing) and refuses once the failures reach it; a browser that has
 * signed in to the account before is not counted at all (auth/device-cookie.ts), so nobody can
 * lock an owner out with ten wrong tries every quarter hour.
 */
export const RATE_LIMITS: Record<string, { limit: number; windowMs: number; by: 'ip' | 'email' | 'user'; failures?: boolean }> = {
  'sign-in': { limit: SIGN_IN_LIMIT_PER_MIN, windowMs: 60_000, by: 'ip' },
  'sign-in-email': { limit: 10, windowMs: 15 * 60_000, by: 'email', failures: true },
  // Each sign-up hashes a password with Argon2 and says whether the e-mail is taken.
  'sign-up': { limit: SIGN_IN_LIMIT_PER_MIN, windowMs: 60_000, by: 'ip' },
  'password-reset': { limit: RESET_LIMIT_PER_MIN, windowMs: 60_000, by: 'ip' },
  'image-upload': { limit: 20, windowMs: 3_600_000, by: 'user' },
  // The second step of a sign-in, per address; identity also ends a challenge after 5 wrong codes
  // and stops taking an account's codes after 10 in a quarter hour, wherever they come from (decision 192).
  'two-factor': { limit: 10, windowMs: 60_000, by: 'ip' },
  // An install from the store is anonymous and costs a call to Tiendanube per code brought.
  'store-install': { limit: 10, windowMs: 60_000, by: 'ip' },
  // The opt-out link of a brand's e-mails (decision 230), anonymous: its token is signed, so
  // guessing gains nothing; the limit only keeps one address from keeping identity busy.
  'email-opt-out': { limit: 20, windowMs: 60_000, by: 'ip' },
  // Mercado Pago's notifications, anonymous: an unsigned transfer's costs tracking a read back from
  // Mercado Pago, so one address may not flood it. Ten a second is far above what a payout batch
  // makes, and a refused notification is retried by Mercado Pago and caught by the reconciler.
  'mercadopago-webhook': { limit: 600, windowMs: 60_000, by: 'ip' },
};
export type RateLimitName =
  | 'sign-in'
  | 'sign-in-email'
  | 'sign-up'
  | 'password-reset'
  | 'image-upload'
  | 'two-factor'
  | 'store-install'
  | 'email-opt-out'
  | 'mercadopago-webhook';

export const RateLimit = (...names: RateLimitName[]) => SetMetadata(RATE_LIMIT, names);

function keyOf(name: RateLimitName, request: FastifyRequest): string | null {
  if (RATE_LIMITS[name]!.by === 'ip') return `${name}:${request.ip}`;
  // The signed-in person (the token guard ran first), wherever they upload from.
  if (RATE_LIMITS[name]!.by === 'user') {
    const actor = (request as FastifyRequest & { user?: { userId?: string } }).user;
    return actor?.userId ? `${name}:user:${actor.userId}` : null;
  }
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  return `${name}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  private async countIfFailed(reply: FastifyReply, key: string, windowMs: number): Promise<void> {
    if (reply.statusCode !== 401) return;
    await this.store.hit(key, windowMs).catch((error: unknown) => this.logger.warn('ratelimit.count-failed', { error: String(error) }));
  }

  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    private readonly logger: JsonLogger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const names = this.reflector.get<RateLimitName[] | undefined>(RATE_LIMIT, context.getHandler());
    if (!names) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    // The headers report the tightest of the route's limits: the one closest to refusing.
    let tightest: { limit: number; remaining: number } | null = null;
    for (const name of names) {
      const key = keyOf(name, request);
      if (!key) continue;
      if (RATE_LIMITS[name]!.by === 'email' && isKnownDevice(request, this.env.JWT_SECRET, (request.body as { email?: unknown })?.email))
        continue;
      const { limit, windowMs, failures } = RATE_LIMITS[name]!;
      // A failures-only limit looks now (this request counts only if it fails) and refuses at the limit.
      const { count, resetInMs } = failures ? await this.store.peek(key) : await this.store.hit(key, windowMs);
      const used = failures ? count + 1 : count;
      const remaining = Math.max(0, limit - used);
      if (!tightest || remaining < tightest.remaining) tightest = { limit, remaining };
      if (used > limit) {
        reply.header('X-RateLimit-Limit', String(limit));
        reply.header('X-RateLimit-Remaining', '0');
        reply.header('Retry-After', String(Math.max(1, Math.ceil(resetInMs / 1000))));
        this.logger.warn('ratelimit.exceeded', { limit: name, ip: request.ip });
        throw new HttpException(errorFor('RATE_LIMITED'), 429);
      }
      if (failures) reply.raw.once('finish', () => void this.countIfFailed(reply, key, windowMs));
    }
    if (tightest) {
      reply.header('X-RateLimit-Limit', String(tightest.limit));
      reply.header('X-RateLimit-Remaining', String(tightest.remaining));
    }
    return true;
  }
}
