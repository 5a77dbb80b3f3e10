import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { errorFor } from '@afilia/contracts';
import { currentRequestContext, JsonLogger } from '@afilia/service-kit';
import { IS_PUBLIC } from '../http/operation.decorator.js';
import { pathOf } from '../http/path-of.js';

/** The default for every route: a valid access token, unless the route's access lets anonymous visitors in (@Operation). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly logger: JsonLogger,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, actor: T, info: unknown, context: ExecutionContext): T {
    if (err || !actor) {
      const request = context.switchToHttp().getRequest<{ url: string; ip: string }>();
      this.logger.warn('auth.token-rejected', {
        path: pathOf(request.url),
        ip: request.ip,
        reason: info instanceof Error ? info.message : 'missing',
      });
      throw new UnauthorizedException(errorFor('UNAUTHENTICATED'));
    }
    // From here on, the request's log lines name who asks (request-context.ts).
    const request = currentRequestContext();
    if (request) request.actor = actor as never;
    return actor;
  }
}
