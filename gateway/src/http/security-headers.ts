import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { HELMET_OPTIONS, securityHeaders } from '@afilia/service-kit';

/** The platform's headers, with images also allowed from `imageOrigins` (IMAGE_ORIGINS). */
export function helmetOptions(imageOrigins: readonly string[]): HelmetOptions {
  if (imageOrigins.length === 0) return HELMET_OPTIONS;
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, unknown> };
  const imgSrc = csp.directives.imgSrc as string[];
  return { ...HELMET_OPTIONS, contentSecurityPolicy: { directives: { ...csp.directives, imgSrc: [...imgSrc, ...imageOrigins] } } };
}

/** Sends the security headers with every answer: API, static files and the shell alike. */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions = HELMET_OPTIONS): void {
  const headers = securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
