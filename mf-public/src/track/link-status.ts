/**
 * What tracking's listener says about a link that did not redirect (a `<meta name="afilia-link">`
 * in the page it answers with its HTTP status; services/tracking/src/redirect/link-pages.ts).
 */
export type LinkStatus = { page: 'unknown' | 'expired' | 'invalid' | 'error'; reason: string | null } | null;

const PAGES = ['unknown', 'expired', 'invalid', 'error'] as const;

export function readLinkStatus(doc: Pick<Document, 'querySelector'>): LinkStatus {
  const meta = doc.querySelector('meta[name="afilia-link"]');
  const page = meta?.getAttribute('content');
  if (!meta || !PAGES.includes(page as (typeof PAGES)[number])) return null;
  return { page: page as (typeof PAGES)[number], reason: meta.getAttribute('data-reason') };
}

/** The seed's texts (seed 002 §2 'Track page', §8 Track): a title and the line under it. */
export function linkStatusTexts(status: NonNullable<LinkStatus>): { title: string; text: string } {
  switch (status.page) {
    case 'expired':
      return { title: 'Link Caducado', text: status.reason ?? 'Este link ya no está activo.' };
    case 'invalid':
      return { title: 'Link No Disponible', text: 'Link inválido' };
    case 'error':
      return { title: 'Link No Disponible', text: 'Error al procesar el link' };
    case 'unknown':
      return { title: 'Link No Disponible', text: 'Este link no existe o fue eliminado.' };
  }
}
