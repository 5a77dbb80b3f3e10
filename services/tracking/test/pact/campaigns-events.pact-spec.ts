import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { CampaignsEvents } from '@afilia/contracts';
import { linkForParticipation, linksForAcceptance } from '../../src/links/links.service.js';

const { like, uuid, datetime, eachLike, integer, number, regex } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

/**
 * tracking as a consumer of campaigns' events (message pact): what it reads to make links and
 * follow their campaign must be what campaigns' outbox writes. Campaigns verifies this pact with
 * its real service (services/campaigns/test/pact).
 */
const pact = new MessageConsumerPact({
  consumer: 'tracking',
  provider: 'campaigns',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const base = {
  eventId: uuid('5b0f3b1e-2f7a-4b8e-9a43-0d8a1c7e2b11'),
  occurredAt: datetime(ISO, '2026-11-23T12:00:00.000Z'),
  campaignId: uuid('0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10'),
  brandId: uuid('6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01'),
};

describe('tracking reading campaigns events', () => {
  it('makes one link per product of an accepted application', () =>
    pact
      .given('a creator’s application to a standard campaign with products was accepted')
      .expectsToReceive(CampaignsEvents.applicationAccepted.subject)
      .withMetadata({ subject: CampaignsEvents.applicationAccepted.subject })
      .withContent({
        ...base,
        applicationId: uuid('1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d'),
        campaignName: like('Temporada'),
        creatorId: uuid('9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b'),
        campaignType: regex('^(standard|conversion)$', 'standard'),
        paymentMethod: regex('^(direct|discount_code|store_products)$', 'direct'),
        productIds: eachLike(uuid('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f')),
        targetUrl: null,
        commissionType: regex('^(percentage|fixed)$', 'percentage'),
        commissionValue: number(20),
      })
      .verify(
        synchronousBodyHandler((body) => {
          const event = CampaignsEvents.applicationAccepted.payload.parse(body);
          const links = linksForAcceptance(event, Date.parse(event.occurredAt));
          expect(links.map((l) => l.productId)).toEqual(event.productIds);
          expect(links[0]!.code(links[0]!.at)).toMatch(/^AF-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-z]+$/);
        }),
      ));

  it('makes the CPC link of an approved participation', () =>
    pact
      .given('a creator’s CPC participation was approved')
      .expectsToReceive(CampaignsEvents.participationApproved.subject)
      .withMetadata({ subject: CampaignsEvents.participationApproved.subject })
      .withContent({
        ...base,
        participationId: uuid('3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a'),
        campaignName: like('Clics'),
        creatorId: uuid('9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b'),
        costPerClickCents: integer(50),
        maxClicks: integer(100),
        budgetAllocatedCents: integer(5000),
        targetUrl: like('https://tienda.example/promo'),
      })
      .verify(
        synchronousBodyHandler((body) => {
          const event = CampaignsEvents.participationApproved.payload.parse(body);
          const link = linkForParticipation(event, Date.parse(event.occurredAt));
          expect(link.code(link.at)).toMatch(/^CPC-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-z]+$/);
        }),
      ));

  it('expires the links of a deleted campaign', () =>
    pact
      .given('a brand deleted a campaign')
      .expectsToReceive(CampaignsEvents.campaignDeleted.subject)
      .withMetadata({ subject: CampaignsEvents.campaignDeleted.subject })
      .withContent({
        ...base,
        name: like('Temporada'),
        campaignType: regex('^(standard|conversion|cpc)$', 'cpc'),
        status: regex('^(active|inactive|paused)$', 'active'),
      })
      .verify(
        synchronousBodyHandler((body) => {
          expect(CampaignsEvents.campaignDeleted.payload.parse(body).campaignId).toBeTruthy();
        }),
      ));
});
