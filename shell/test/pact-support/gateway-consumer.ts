import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { ApiClient } from '../../src/platform/api/api-client.js';
import { createSession } from '../../src/platform/session/session-service.js';

/**
 * What every micro-frontend's Pact spec against the gateway shares: the pact (written to
 * contracts/pacts/<consumer>-gateway.json), the real API client pointed at Pact's mock gateway
 * with a signed-in session, and the matchers of our headers and times.
 */
const { regex } = MatchersV3;

export const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.e30.firma';

export function gatewayPact(consumer: string): PactV4 {
  return new PactV4({
    consumer,
    provider: 'gateway',
    dir: fileURLToPath(new URL('../../../contracts/pacts', import.meta.url)),
    logLevel: 'warn',
  });
}

/** The shell's API client against the mock gateway, signed in with a token the provider state replaces. */
export function signedInApi(baseUrl: string): ApiClient {
  const session = createSession({ baseUrl: `${baseUrl}/api/v1`, fetch, now: Date.now, sleep: async () => undefined });
  session.store.set({ status: 'signed-in', user: null, accessToken: ACCESS_TOKEN, expiresAt: Date.now() + 600_000 });
  return session.api;
}

export const bearer = { authorization: regex('^Bearer .+$', `Bearer ${ACCESS_TOKEN}`) };
export const jsonRequest = { ...bearer, 'content-type': 'application/json' };
export const jsonResponse = { 'content-type': regex('application/json.*', 'application/json; charset=utf-8') };

export const isoTime = (example = '2026-11-23T12:00:00.000Z') =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);

/**
 * An affiliate link as the gateway answers it (tracking's, named by catalogue and identity): a
 * product link with no figures yet; `fields` change what an interaction is about.
 */
export function affiliateLinkBody(fields: Record<string, unknown> = {}) {
  const { like, integer, uuid } = MatchersV3;
  return {
    id: uuid('3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f'),
    creatorId: uuid('0b6a6f0f-6a01-4c1e-9a57-6f1c1b7e8d3a'),
    brandId: uuid('6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01'),
    productId: uuid('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'),
    campaignId: uuid('0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10'),
    campaignName: like('Temporada'),
    kind: 'product',
    uniqueCode: regex('^AF-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-z]+$', 'AF-2b3c4d5e-6f1c1b7e-mhx2k1'),
    trackingUrl: regex('^https?://.+/track/AF-.+$', 'http://localhost:8080/track/AF-2b3c4d5e-6f1c1b7e-mhx2k1'),
    destinationUrl: null,
    clicks: integer(0),
    salesGenerated: integer(0),
    commissionEarnedCents: integer(0),
    showInShop: false,
    customProductName: null,
    customProductDescription: null,
    status: 'active',
    expiredReason: null,
    createdAt: isoTime(),
    productName: like('Gorra Luna'),
    productImageUrl: null,
    productPriceCents: integer(150000),
    brandName: like('Luna Ropa'),
    cpc: null,
    ...fields,
  };
}

/**
 * A counted pixel conversion as the gateway answers it (tracking's): a purchase the provider's
 * state wrote, its campaign's name unknown to it; `fields` say where its review stands and what
 * its reader sees.
 */
export function conversionRowBody(fields: Record<string, unknown> = {}) {
  const { like, integer, uuid } = MatchersV3;
  return {
    id: uuid('5c2d8e1f-3a4b-4c6d-9e8f-0a1b2c3d4e5f'),
    brandId: uuid('39b87384-f323-4962-ae7a-05e2e876abc8'),
    source: regex('^PX-[A-Z0-9]{8}$', 'PX-AB12CD34'),
    eventName: like('purchase'),
    eventType: 'purchase',
    customerName: null,
    customerEmail: null,
    amountCents: integer(100000),
    currency: 'ARS',
    status: like('pending'),
    isValid: true,
    invalidReason: null,
    campaignId: uuid(),
    campaignName: null,
    creatorName: null,
    commissionCents: integer(15000),
    review: 'pending',
    reviewEndsAt: null,
    holdReason: null,
    voidReason: null,
    createdAt: isoTime(),
    ...fields,
  };
}

/** A month's progress on a campaign's tiers and bonuses (issue 39 §4): the provider states' tier at sale 21 and bonus at 10 sales. */
export function rewardProgressBody(fields: Record<string, unknown> = {}) {
  const { like, integer, number, uuid, eachLike } = MatchersV3;
  return {
    campaignId: uuid('0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10'),
    campaignName: like('Temporada'),
    creatorId: uuid('6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01'),
    creatorName: null,
    month: regex(/^\d{4}-\d{2}$/, '2026-11'),
    sales: integer(0),
    revenueCents: integer(0),
    baseCommissionValue: number(15),
    nextSaleCommissionValue: number(15),
    nextTier: { fromSales: integer(21), commissionValue: number(18) },
    tiers: eachLike({ fromSales: integer(21), commissionValue: number(18) }),
    bonuses: eachLike({ metric: 'sales', threshold: integer(10), amountCents: integer(500000), earningId: null, status: null }),
    ...fields,
  };
}
