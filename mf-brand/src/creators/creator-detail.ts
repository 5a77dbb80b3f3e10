import {
  createInternalLinkRequestSchema,
  inviteCreatorRequestSchema,
  NETWORK_FIGURES,
  NETWORK_LABELS,
  networkProfileUrl,
  STATS_NETWORKS,
  type AffiliateLink,
  type CreatorDetail,
  type Product,
  type StatsCardNetwork,
} from '@afilia/contracts';
import { CREATOR_DETAIL_TEXTS as T } from './creator-detail-texts';

/** The directory, where 'Volver' and a creator the brand may not see lead. */
export const DIRECTORY_PATH = '/dashboard/creators';

/**
 * What a creator's page shows under its profile (seed 001 §2 'Creator detail for a brand'): the
 * brand's own internal creator, its links and discount codes; any other, 'Invitar a Producto' and
 * the collaborations both ways.
 */
export type DetailSection = 'links' | 'codes' | 'invite' | 'received' | 'sent';
export function detailSections(creator: Pick<CreatorDetail, 'ownedByBrand'>): DetailSection[] {
  return creator.ownedByBrand ? ['links', 'codes'] : ['invite', 'received', 'sent'];
}

/** A network's card on the page: its followers (YouTube's subscribers) and, when known, its profile. */
export interface NetworkCard {
  network: StatsCardNetwork;
  label: string;
  followersLabel: string;
  followers: number;
  username: string | null;
  url: string | null;
}

/** An address the creator saved, linked to only when it is https (the profile's rule). */
const httpsOnly = (url: string | undefined) => (url && url.startsWith('https://') ? url : null);

/**
 * The per-network cards (seed 001 §2): Instagram, TikTok, YouTube and Kick when the creator has a
 * username or followers there (a network it hides never reaches the brand), and LinkedIn when it
 * has followers. The profile link is built from the username, else the address the creator saved.
 */
export function networkCards(creator: Pick<CreatorDetail, 'networks' | 'linkedin' | 'socialLinks'>): NetworkCard[] {
  const cards: NetworkCard[] = STATS_NETWORKS.flatMap((network) => {
    const stats = creator.networks[network];
    if (!stats || stats.hidden) return [];
    const username = stats.username?.trim() || null;
    if (!username && stats.followers <= 0) return [];
    return [
      {
        network,
        label: NETWORK_LABELS[network],
        followersLabel: NETWORK_FIGURES[network].followers,
        followers: stats.followers,
        username,
        url: username ? networkProfileUrl(network, username) : httpsOnly(creator.socialLinks[network]),
      },
    ];
  });
  if (!creator.linkedin.hidden && creator.linkedin.followers > 0)
    cards.push({
      network: 'linkedin',
      label: NETWORK_LABELS.linkedin,
      followersLabel: 'Seguidores',
      followers: creator.linkedin.followers,
      username: null,
      url: httpsOnly(creator.socialLinks.linkedin),
    });
  return cards;
}

/** The brand's products a creator can be offered: the active ones, by name. */
export function offeredProducts<P extends Pick<Product, 'name' | 'status'>>(products: readonly P[]): P[] {
  return products.filter((p) => p.status === 'active').sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** 'Tienda completa' in the link form's product select: a link to the brand's whole store. */
export const WHOLE_STORE = 'store';

/** The 'Generar link' form as chosen: a product's id, or `WHOLE_STORE`. */
export interface LinkFormValues {
  productId?: string | null;
}

/**
 * The link form's choice as `POST /links/internal`'s body, checked with the contracts schema: a
 * product is required ('Selecciona un producto') unless 'Tienda completa' is chosen, which sends null.
 */
export function checkInternalLink(creatorId: string, values: LinkFormValues) {
  const productId = values.productId === WHOLE_STORE ? null : (values.productId ?? undefined);
  return createInternalLinkRequestSchema.safeParse({ creatorId, productId });
}

/** 'Invitar a Producto' as typed: a product, required, and an optional message. */
export interface InviteFormValues {
  productId?: string | null;
  message?: string;
}

/** The invitation's body ('Selecciona un producto' without a product; an empty message sends null). */
export function checkInvite(values: InviteFormValues) {
  return inviteCreatorRequestSchema.safeParse({ productId: values.productId ?? undefined, message: values.message ?? null });
}

/**
 * The creator's links of the acting brand: an agency reads its links with every brand it manages,
 * its page is one brand's.
 */
export function linksOfBrand(links: readonly AffiliateLink[], brandId: string | null): AffiliateLink[] {
  return brandId ? links.filter((link) => link.brandId === brandId) : [...links];
}

/** What a link leads to: its product, the whole store, or the page a custom link names. */
export function linkTarget(link: Pick<AffiliateLink, 'kind' | 'productId' | 'productName' | 'destinationUrl'>): string {
  if (link.productName) return link.productName;
  if (link.productId) return T.productUnavailable;
  if ((link.kind === 'custom' || link.kind === 'url') && link.destinationUrl) return link.destinationUrl;
  return T.wholeStore;
}

/** A CPC link ends with its participation: it has no delete button (the service refuses it anyway). */
export const canDeleteLink = (link: Pick<AffiliateLink, 'kind'>) => link.kind !== 'cpc';

/** 'Invitar a Producto' on a directory card (seed 001 §2): the platform's creators, never the brand's own. */
export const offersInvite = (creator: Pick<CreatorDetail, 'ownedByBrand'>, tab: 'mine' | 'platform') =>
  tab === 'platform' && !creator.ownedByBrand;
