import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPagePath } from '@afilia/contracts';
import { pathOf } from '../http/path-of.js';
import { mayServeBuiltFile } from './source-maps.js';

/** Where each built micro-frontend is served: the shell at the root, remotes under /mf/<name>/. */
export const FRONTEND_MOUNTS = [
  { dir: 'mf-public/dist', prefix: '/mf/public/' },
  { dir: 'mf-brand/dist', prefix: '/mf/brand/' },
  { dir: 'mf-creator/dist', prefix: '/mf/creator/' },
  { dir: 'shell/dist', prefix: '/' },
] as const;

const NOT_PAGES = /^\/(api|mf|uploads|health)(\/|$)|\.[a-z0-9]+$/i;

/**
 * Serves the built frontends and answers every page path with the shell's index.html, so
 * deep links (/dashboard/products, /reset-password?token=…) load the app that routes them.
 */
export class Frontends {
  private shellIndex: string | null = null;

  constructor(
    private readonly root: string | undefined,
    /** Source maps stay private unless an operator asks for them (they hold the original code). */
    private readonly serveSourceMaps = false,
  ) {}

  async register(app: FastifyInstance): Promise<void> {
    if (!this.root) return;
    let decorated = false;
    for (const mount of FRONTEND_MOUNTS) {
      const dir = join(this.root, mount.dir);
      if (!existsSync(dir)) continue;
      await app.register(fastifyStatic, {
        root: dir,
        prefix: mount.prefix,
        decorateReply: !decorated,
        wildcard: true,
        // Frontend builds write .br and .gz beside each asset (tools/scripts/precompress.mjs).
        preCompressed: true,
        index: false,
        allowedPath: (path) => mayServeBuiltFile(path, this.serveSourceMaps),
        // Hashed bundles are immutable; entry files (remoteEntry, manifest, html) must revalidate.
        setHeaders: (reply, path) => {
          reply.header('Cache-Control', /\.[0-9a-f]{8,}\./.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      decorated = true;
    }
    const index = join(this.root, 'shell/dist/index.html');
    if (existsSync(index)) this.shellIndex = readFileSync(index, 'utf8');
    // The root is a directory of shell/dist, which the static plugin refuses to list (403).
    app.get('/', (request, reply) => {
      if (!this.serveShell(request, reply)) reply.callNotFound();
    });
  }

  /**
   * Sends the shell for a page path; false when the path is not a page or nothing is built. A
   * path no page has gets the shell too, which shows the 404 page, with HTTP 404.
   */
  serveShell(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = pathOf(request.url);
    if (!this.shellIndex || NOT_PAGES.test(path)) return false;
    reply
      .status(isKnownPagePath(path) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(this.shellIndex);
    return true;
  }
}
