import { ForbiddenException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, API_KEY_TEXTS, errorFor, type Actor } from '@afilia/contracts';
import { currentRequestContext, JsonLogger } from '@afilia/service-kit';
import { IS_PUBLIC, OPERATION, type OperationMeta } from '../http/operation.decorator.js';
import { pathOf } from '../http/path-of.js';
import { ApiKeyAuth } from './api-key-auth.js';

/**
 * The default for every route: a valid access token, unless the route's access lets anonymous
 * visitors in (@Operation); or an API key, on a route whose @Operation names a scope the key
 * holds (issue 39 §1).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly logger: JsonLogger,
    private readonly apiKeys: ApiKeyAuth,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const authorization = context.switchToHttp().getRequest<FastifyRequest>().headers.authorization;
    if (authorization?.startsWith(`Bearer ${API_KEY_PREFIX}`)) return this.keyAccess(context, authorization.slice('Bearer '.length));
    return super.canActivate(context);
  }

  /**
   * A request with an API key: the key's brand as its maker would act on it, on a route that
   * takes keys with a scope the key holds, within the key's requests a minute.
   */
  private async keyAccess(context: ExecutionContext, key: string): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: Actor }>();
    const verified = await this.apiKeys.verify(key, request.ip, http.getResponse<FastifyReply>());
    const scope = this.reflector.get<OperationMeta | undefined>(OPERATION, context.getHandler())?.apiKey;
    if (!scope || !verified.scopes.includes(scope)) {
      this.logger.warn('auth.api-key-denied', {
        path: pathOf(request.url),
        keyName: `${verified.name} (${verified.prefix})`,
        scope: scope ?? null,
      });
      throw new ForbiddenException(errorFor('FORBIDDEN', API_KEY_TEXTS.scopeDenied));
    }
    await this.apiKeys.count(verified, http.getResponse<FastifyReply>());
    request.user = verified.actor;
    const requestContext = currentRequestContext();
    if (requestContext) {
      requestContext.actor = verified.actor;
      requestContext.apiKey = `${verified.name} (${verified.prefix})`;
    }
    // A program's requests are the brand's audit trail: each one is a line, with the key's name.
    this.logger.info('auth.api-key', { method: request.method, path: pathOf(request.url) });
    return true;
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
