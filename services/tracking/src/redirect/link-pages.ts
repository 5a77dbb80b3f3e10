import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from '@afilia/service-kit';

/**
 * What a tracking link shows when it does not redirect (seed 002 §2 'Track page', §8 Track):
 * unknown, expired (or paused), without a destination, or tracking failing.
 */
export type LinkPage = 'unknown' | 'expired' | 'invalid' | 'error';

/** The HTTP status of each page: gone for good is 410, a failure on our side 503. */
export const LINK_PAGE_STATUS: Record<LinkPage, number> = { unknown: 404, expired: 410, invalid: 404, error: 503 };

/** The seed's texts, for the fallback page (the shell's mf-public page shows the same ones). */
export const LINK_PAGE_TITLES: Record<LinkPage, string> = {
  unknown: 'Link No Disponible',
  expired: 'Link Caducado',
  invalid: 'Link inválido',
  error: 'Error al procesar el link',
};

const CHARSET = /<meta charset=[^>]*>/i;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page is the shell's index.html with a `<meta name="afilia-link">` saying which one and
 * why; mf-public's track page reads it, so the page looks like the rest of the site. Without a
 * built shell (a service test) it is a plain page with the same text.
 */
export class LinkPages {
  private readonly shell: string | null;
  readonly headers: Record<string, string>;

  constructor(frontendRoot: string | undefined) {
    const index = frontendRoot ? join(frontendRoot, 'shell/dist/index.html') : null;
    const shell = index && existsSync(index) ? readFileSync(index, 'utf8') : null;
    this.shell = shell && CHARSET.test(shell) ? shell : null;
    this.headers = { ...securityHeaders(), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  }

  render(page: LinkPage, reason: string | null): string {
    return this.withMeta(
      `<meta name="afilia-link" content="${page}"${reason ? ` data-reason="${escape(reason)}"` : ''}>`,
      LINK_PAGE_TITLES[page],
      reason ? `<p>${escape(reason)}</p><a href="/">Volver al inicio</a>` : '<a href="/">Volver al inicio</a>',
    );
  }

  /**
   * The safelink's page ('Generando tu cupón de descuento...', mf-public): the click id it goes on
   * with rides in a meta tag, since the cookie that holds it is not readable by scripts.
   */
  renderSafelink(clickId: string): string {
    return this.withMeta(
      `<meta name="afilia-click" content="${escape(clickId)}">`,
      'Generando tu cupón de descuento...',
      '<p>Activá JavaScript para recibir tu cupón.</p>',
    );
  }

  /** The shell with the meta tag after its charset declaration (browsers want that within the first bytes). */
  private withMeta(meta: string, title: string, body: string): string {
    if (this.shell) return this.shell.replace(CHARSET, (charset) => `${charset}${meta}`);
    return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8">${meta}<title>${title} · Afilia</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  }
}
