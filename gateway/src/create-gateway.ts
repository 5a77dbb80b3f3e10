import 'reflect-metadata';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { JsonLogger } from '@afilia/service-kit';
import { GatewayModule } from './app.module.js';
import type { GatewayEnv } from './config/env.js';
import { RouteDiscovery } from './docs/route-discovery.js';
import { Frontends } from './frontends/frontends.js';

const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the HTTP edge; main.ts listens on it, integration tests start it on a free port. */
export async function createGateway(env: GatewayEnv): Promise<NestFastifyApplication> {
  const logger = new JsonLogger('gateway', env.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the configured number of proxy hops may speak for the client's address.
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS,
  });
  const frontends = new Frontends(env.FRONTEND_ROOT);
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.register(env, frontends), adapter, {
    logger,
    // Webhook signatures cover the raw bytes of the body.
    rawBody: true,
  });
  app.setGlobalPrefix('api/v1', { exclude: ['health', 'api/docs', 'api/docs/(.*)', 'webhooks/(.*)'] });
  app.enableShutdownHooks();
  app.get(RouteDiscovery).assertDocumented();

  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyCookie);
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  await fastify.register(fastifyStatic, { root: swaggerUi, prefix: '/api/docs/assets/', decorateReply: false, index: false });
  await frontends.register(fastify);
  return app;
}
