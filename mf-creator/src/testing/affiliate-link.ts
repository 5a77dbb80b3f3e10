import type { AffiliateLink } from '@afilia/contracts';

/** An affiliate link as the API answers it, for the specs: a store link with no figures unless told. */
export function affiliateLink(fields: Partial<AffiliateLink> = {}): AffiliateLink {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    creatorId: '00000000-0000-4000-8000-000000000002',
    brandId: '00000000-0000-4000-8000-000000000003',
    productId: null,
    campaignId: null,
    campaignName: 'Invierno',
    kind: 'store',
    uniqueCode: 'AF-STORE-x-y',
    trackingUrl: 'http://x/track/AF-STORE-x-y',
    destinationUrl: null,
    clicks: 0,
    salesGenerated: 0,
    commissionEarnedCents: 0,
    showInShop: false,
    customProductName: null,
    customProductDescription: null,
    status: 'active',
    expiredReason: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    productName: null,
    productImageUrl: null,
    productPriceCents: null,
    brandName: null,
    offDomain: false,
    cpc: null,
    ...fields,
  };
}
