import 'reflect-metadata';
import { STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { mkdirSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { ASSISTANT_AUDIO_MAX_BYTES, ASSISTANT_AUDIO_TYPES, errorFor, IMAGE_MAX_BYTES } from '@afilia/contracts';
import { IMAGE_CONTENT_TYPES, UPLOADS_ROUTE } from './uploads/uploads.controller.js';
import { TRANSCRIBE_ROUTE } from './campaigns/assistant.controller.js';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import {
  httpRequests,
  httpRequestSeconds,
  JsonLogger,
  RawJson,
  requestIdFrom,
  runInRequestContext,
  startMetrics,
} from '@afilia/service-kit';
import { GatewayModule } from './app.module.js';
import type { GatewayEnv } from './config/env.js';
import { RouteDiscovery } from './docs/route-discovery.js';
import { pathOf } from './http/path-of.js';
import { helmetOptions, registerSecurityHeaders } from './http/security-headers.js';
import { Frontends } from './frontends/frontends.js';

const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The routes that take a file as the body itself, each with its content types and its limit:
 * image uploads (the controller checks the bytes and the 5 MB limit) and the assistant's audio.
 * A file anywhere else is refused before a byte is read.
 */
const FILE_ROUTES = [
  { route: UPLOADS_ROUTE, types: IMAGE_CONTENT_TYPES as readonly string[], limit: 2 * IMAGE_MAX_BYTES },
  { route: TRANSCRIBE_ROUTE, types: ASSISTANT_AUDIO_TYPES as readonly string[], limit: ASSISTANT_AUDIO_MAX_BYTES },
];

/**
 * What Node's HTTP parser refuses before any route runs (a URL or headers past its 16 KB, a
 * request line it cannot read) is answered in the catalogue's form and in Spanish too, and the
 * connection closes: the parser cannot find where the next request would start.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorFor(error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED'));
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Builds the HTTP edge; main.ts listens on it, integration tests start it on a free port. */
export async function createGateway(env: GatewayEnv): Promise<NestFastifyApplication> {
  const logger = new JsonLogger('gateway', env.LOG_LEVEL);
  startMetrics('gateway');
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    clientErrorHandler: answerClientError,
    // Only the configured number of proxy hops may speak for the client's address.
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS,
  });
  const frontends = new Frontends(env.FRONTEND_ROOT, env.SERVE_SOURCE_MAPS);
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.register(env, frontends), adapter, {
    logger,
    // Webhook signatures cover the raw bytes of the body.
    rawBody: true,
  });
  app.setGlobalPrefix('api/v1', {
    exclude: ['health', 'api/docs', 'api/docs/{*path}', 'webhooks/{*path}', 'shop/{*path}', 'press-kit/{*path}'],
  });
  app.enableShutdownHooks();
  app.get(RouteDiscovery).assertDocumented();

  const fastify = app.getHttpAdapter().getInstance();
  // A service's JSON a route relays goes out as the service wrote it (ServiceClient.relay).
  fastify.setReplySerializer((payload) => (payload instanceof RawJson ? payload.text : JSON.stringify(payload)));
  // One id per request, the browser's when it sends an acceptable one: the answer names it, and
  // every log line of the gateway and of the services it asks carries it (request-context.ts).
  fastify.addHook('onRequest', (request, reply, done) => {
    const requestId = requestIdFrom(request.headers['x-request-id']);
    void reply.header('x-request-id', requestId);
    runInRequestContext({ requestId }, done);
  });
  // Rates, errors and latencies by route template (never by id: the labels stay few).
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpRequestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  mkdirSync(resolve(env.UPLOADS_DIR), { recursive: true });
  await fastify.register(fastifyCookie);
  registerSecurityHeaders(fastify, helmetOptions(env.IMAGE_ORIGINS));
  const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  await fastify.register(fastifyStatic, { root: swaggerUi, prefix: '/api/docs/assets/', decorateReply: false, index: false });
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    const file = type ? FILE_ROUTES.find((f) => f.types.includes(type)) : undefined;
    if (file && pathOf(request.url) !== file.route) {
      done(Object.assign(new Error('This route takes no file'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }));
      return;
    }
    done(null, payload);
  });
  for (const file of FILE_ROUTES)
    fastify.addContentTypeParser([...file.types], { parseAs: 'buffer', bodyLimit: file.limit }, (_req, body, done) => done(null, body));
  await fastify.register(fastifyStatic, {
    root: resolve(env.UPLOADS_DIR),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('Content-Disposition', `inline; filename="${basename(path)}"`);
    },
  });
  await frontends.register(fastify);
  return app;
}
