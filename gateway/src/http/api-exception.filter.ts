import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema, errorFor, statusOf, type ApiError, type ErrorCode } from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import { Frontends } from '../frontends/frontends.js';
import { pathOf } from './path-of.js';

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Fastify's own parser errors, which reach us before any route runs. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
};

/** How long the rest of a refused body is read and dropped before the connection is cut. */
const DRAIN_MS = 5_000;

/**
 * A body refused before it was read (too large, or of a type the route does not take): the
 * client is still sending it, and an answer that closes the connection then resets it before it
 * reads the answer. So the rest is read and dropped, for a few seconds at most, before the
 * answer goes, and the connection closes after it.
 */
function afterTheBody(request: FastifyRequest, reply: FastifyReply, answer: () => void): void {
  void reply.header('connection', 'close');
  const raw = request.raw;
  if (raw.complete) return answer();
  let answered = false;
  const once = () => {
    if (answered) return;
    answered = true;
    clearTimeout(cut);
    answer();
  };
  const cut = setTimeout(once, DRAIN_MS);
  raw.once('end', once);
  raw.once('error', once);
  raw.resume();
}

/**
 * Every error leaves as `{code, message}` with the catalogue's status and Spanish text. A bad
 * request is never a 500; a real 500 says nothing about its cause (that goes to the log).
 * A GET for an unknown page that is not API gets the shell, which routes it (or shows the 404).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: JsonLogger,
    private readonly frontends: Frontends,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = this.toError(exception, request);
    if (status === 413 || status === 415) return afterTheBody(request, reply, () => void reply.status(status).send(body));

    if (status === 404 && request.method === 'GET' && this.frontends.serveShell(request, reply)) return;
    reply.status(status).send(body);
  }

  private toError(exception: unknown, request: FastifyRequest): { status: number; body: ApiError | object } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const known = apiErrorSchema.safeParse(response);
      if (known.success) return { status, body: known.data };
      // Health's degraded report is a body of its own.
      if (status === 503 && typeof response === 'object') return { status, body: response };
      return { status, body: errorFor(BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED')) };
    }
    const fastifyCode = (exception as { code?: string }).code;
    if (fastifyCode && FASTIFY_CODES[fastifyCode]) {
      const code = FASTIFY_CODES[fastifyCode];
      return { status: statusOf(code), body: errorFor(code) };
    }
    const statusCode = (exception as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return { status: statusCode, body: errorFor(BY_STATUS[statusCode] ?? 'VALIDATION_FAILED') };
    }
    const err = exception instanceof Error ? exception : new Error(String(exception));
    this.logger.error('gateway.unhandled', { method: request.method, path: pathOf(request.url), error: err.message, stack: err.stack });
    return { status: 500, body: errorFor('INTERNAL') };
  }
}
