import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { actorSchema, type Actor } from '@afilia/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { issuedAtMsOf } from './access-token-times.js';
import { SessionRevocations } from './session-revocations.js';

/** Only HS256 with our issuer and audience; `alg: none`, other keys and expired tokens fail. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    private readonly revocations: SessionRevocations,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object made once: given the string, jsonwebtoken rebuilds the key on every verify,
      // first trying to read it as a PEM public key and throwing, which was a fifth of the
      // gateway's CPU under load. passport-jwt passes the key through untouched; its types
      // predate key objects.
      secretOrKey: createSecretKey(Buffer.from(env.JWT_SECRET, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  validate(payload: Record<string, unknown>): Actor | false {
    // A token of a session that has since ended (sign-out, theft, new password) is dead now.
    if (typeof payload.sub === 'string' && this.revocations.isRevoked(payload.sub, issuedAtMsOf(payload))) return false;
    const actor = actorSchema.safeParse({
      userId: payload.sub,
      role: payload.role,
      brandIds: payload.brandIds,
      creatorId: payload.creatorId,
      agencyId: payload.agencyId,
    });
    return actor.success ? actor.data : false;
  }
}
