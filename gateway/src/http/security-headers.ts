import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { HELMET_OPTIONS, securityHeaders } from '@afilia/service-kit';

/** Sends the security headers with every answer: API, static files and the shell alike. */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions = HELMET_OPTIONS): void {
  const headers = securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
