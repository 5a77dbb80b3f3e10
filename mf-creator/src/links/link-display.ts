import type { AffiliateLink } from '@afilia/contracts';

/** The screen's tabs as the URL keeps them (seed 001 §2: sales, cpc or discount). */
export const LINK_TABS = ['sales', 'cpc', 'discount'] as const;
export type LinkTab = (typeof LINK_TABS)[number];

export function tabOf(param: string | null): LinkTab {
  return LINK_TABS.find((tab) => tab === param) ?? 'sales';
}

/** What a link is for, as its card's title: the creator's own name for the product first. */
export function linkTitle(link: AffiliateLink): string {
  if (link.customProductName) return link.customProductName;
  if (link.productName) return link.productName;
  switch (link.kind) {
    case 'store':
      return 'Toda la tienda';
    case 'cpc':
      return link.campaignName ?? 'Link de clics';
    case 'product':
      return 'Producto no disponible';
    default:
      return hostOf(link.destinationUrl) ?? 'Link personalizado';
  }
}

function hostOf(url: string | null): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

/** 'Links de Venta': every link paid by sales; 'Links de Clics (CPC)': the CPC ones. */
export function splitLinks(links: readonly AffiliateLink[]): { sales: AffiliateLink[]; cpc: AffiliateLink[] } {
  return { sales: links.filter((l) => l.kind !== 'cpc'), cpc: links.filter((l) => l.kind === 'cpc') };
}

/** The public shop's address (seed 001 §2): by the creator's slug when it has one, else its id. */
export function shopUrl(origin: string, creator: { id: string; slug: string | null }): string {
  return `${origin}/shop/${encodeURIComponent(creator.slug ?? creator.id)}`;
}

/** The creator's public press kit: by slug, else by id (seed 002 routes). */
export function pressKitUrl(origin: string, creator: { id: string; slug: string | null }): string {
  return `${origin}/press-kit/${encodeURIComponent(creator.slug ?? creator.id)}`;
}
