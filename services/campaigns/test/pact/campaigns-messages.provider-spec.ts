import { fileURLToPath } from 'node:url';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { CampaignsEvents, CampaignsRequests, type Actor, type RequestData } from '@afilia/contracts';
import { brandActor, creatorActor } from '@afilia/service-kit/testing';
import { CampaignExpiry } from '../../src/campaigns/campaign-expiry.js';
import { CampaignsHarness } from '../support/campaigns-harness.js';

/**
 * campaigns verifies what its consumers expect of its events (message pacts in
 * contracts/pacts/*-campaigns.json): each message is produced by the real service, read back
 * from its outbox as the relay would publish it.
 */
const campaigns = new CampaignsHarness();
let last: Record<string, unknown> = {};

beforeAll(() => campaigns.start());
afterAll(() => campaigns.stop());

/** A standard campaign of the brand with these products, and a creator's application to it. */
async function application(brand: Actor, products = ['Campera'], proposal?: RequestData<typeof CampaignsRequests.apply>['proposal']) {
  const productIds = [];
  for (const name of products) productIds.push(await campaigns.product(brand, name));
  const campaign = await campaigns.call(
    CampaignsRequests.createCampaign,
    { campaignType: 'standard', name: 'Temporada', productIds },
    brand,
  );
  const { applicationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id, proposal }, creatorActor());
  return applicationId!;
}

/** A CPC campaign of the brand ($1 a click, 100 clicks a creator), with a total budget or dates if given. */
function cpcCampaign(brand: Actor, more: { totalBudgetCents?: number; startDate?: string; endDate?: string } = {}) {
  return campaigns.call(
    CampaignsRequests.createCampaign,
    { campaignType: 'cpc', name: 'Clics', costPerClickCents: 100, maxClicksPerCreator: 100, ...more },
    brand,
  );
}

/** The brand approves one creator's request on a CPC campaign with that total budget: $100 allocated. */
async function approvedOnBudget(totalBudgetCents: number) {
  const brand = brandActor();
  const campaign = await cpcCampaign(brand, { totalBudgetCents });
  const { participationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creatorActor());
  await campaigns.call(CampaignsRequests.approveParticipation, { id: participationId! }, brand);
  return campaign.id;
}

const verifier = new MessageProviderPact({
  provider: 'campaigns',
  pactUrls: ['tracking', 'notifications'].map((consumer) =>
    fileURLToPath(new URL(`../../../../contracts/pacts/${consumer}-campaigns.json`, import.meta.url)),
  ),
  logLevel: 'warn',
  stateHandlers: {
    'a creator’s application to a standard campaign with products was accepted': async () => {
      const brand = brandActor();
      const id = await application(brand, ['Campera', 'Mochila'], {
        kind: 'commission',
        commissionType: 'percentage',
        commissionValue: 20,
      });
      await campaigns.call(CampaignsRequests.acceptApplication, { id }, brand);
      last = await campaigns.published(CampaignsEvents.applicationAccepted.subject, 'applicationId', id);
    },
    'a creator’s CPC participation was approved': async () => {
      const brand = brandActor();
      // Its clicks lead to the brand's own site (decision 212).
      await campaigns.db.query(`INSERT INTO tracking.brand_domains (brand_id, host, source) VALUES ($1, 'tienda.example', 'pixel')`, [
        brand.brandIds[0],
      ]);
      const campaign = await campaigns.call(
        CampaignsRequests.createCampaign,
        { campaignType: 'cpc', name: 'Clics', costPerClickCents: 50, maxClicksPerCreator: 100, targetUrl: 'https://tienda.example/promo' },
        brand,
      );
      const { participationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creatorActor());
      await campaigns.call(CampaignsRequests.approveParticipation, { id: participationId! }, brand);
      last = await campaigns.published(CampaignsEvents.participationApproved.subject, 'participationId', participationId!);
    },
    'a creator applied to a brand’s campaign': async () => {
      last = await campaigns.published(CampaignsEvents.applicationSubmitted.subject, 'applicationId', await application(brandActor()));
    },
    'a brand created a campaign': async () => {
      const campaign = await campaigns.call(
        CampaignsRequests.createCampaign,
        { campaignType: 'cpc', name: 'Clics', costPerClickCents: 50, maxClicksPerCreator: 100 },
        brandActor(),
      );
      last = await campaigns.published(CampaignsEvents.campaignCreated.subject, 'campaignId', campaign.id);
    },
    'a creator asked to join a brand’s CPC campaign': async () => {
      const campaign = await cpcCampaign(brandActor());
      const { participationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creatorActor());
      last = await campaigns.published(CampaignsEvents.participationRequested.subject, 'participationId', participationId!);
    },
    'a brand rejected a creator’s application, saying why': async () => {
      const brand = brandActor();
      const id = await application(brand);
      await campaigns.call(CampaignsRequests.rejectApplication, { id, reason: 'No encaja con la marca' }, brand);
      last = await campaigns.published(CampaignsEvents.applicationRejected.subject, 'applicationId', id);
    },
    'a brand counter-offered a creator’s application': async () => {
      const brand = brandActor();
      const id = await application(brand);
      await campaigns.call(CampaignsRequests.counterOffer, { id, commissionValue: 20 }, brand);
      last = await campaigns.published(CampaignsEvents.applicationCounterOffered.subject, 'applicationId', id);
    },
    'a brand counter-offered a creator’s CPC request': async () => {
      const brand = brandActor();
      const campaign = await cpcCampaign(brand);
      const { participationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creatorActor());
      await campaigns.call(
        CampaignsRequests.counterOfferParticipation,
        { id: participationId!, costPerClickCents: 80, maxClicks: 50 },
        brand,
      );
      last = await campaigns.published(CampaignsEvents.participationCounterOffered.subject, 'participationId', participationId!);
    },
    'a creator asked to join a brand’s CPC campaign on their own terms': async () => {
      const campaign = await cpcCampaign(brandActor());
      const { participationId } = await campaigns.call(
        CampaignsRequests.apply,
        { campaignId: campaign.id, proposal: { kind: 'cpc', costPerClickCents: 150, maxClicks: 40 } },
        creatorActor(),
      );
      last = await campaigns.published(CampaignsEvents.participationCounterOffered.subject, 'participationId', participationId!);
    },
    // $100 of $110 is past 90 %; $100 of $100 is all of it.
    'a CPC campaign’s approvals reached 90 % of its total budget': async () => {
      last = await campaigns.published(CampaignsEvents.budgetWarning.subject, 'campaignId', await approvedOnBudget(11_000));
    },
    'a CPC campaign’s approvals reached its whole total budget': async () => {
      last = await campaigns.published(CampaignsEvents.budgetReached.subject, 'campaignId', await approvedOnBudget(10_000));
    },
    // Only a CPC campaign has dates; the check runs with the day after its end.
    'a campaign passed its end date': async () => {
      const campaign = await cpcCampaign(brandActor(), { startDate: '2026-01-01', endDate: '2026-01-31' });
      await campaigns.app.get(CampaignExpiry).run('2026-02-01');
      last = await campaigns.published(CampaignsEvents.campaignInactive.subject, 'campaignId', campaign.id);
    },
    'a brand deleted a campaign': async () => {
      const brand = brandActor();
      const campaign = await campaigns.call(
        CampaignsRequests.createCampaign,
        { campaignType: 'cpc', name: 'Clics', costPerClickCents: 50, maxClicksPerCreator: 100 },
        brand,
      );
      await campaigns.call(CampaignsRequests.deleteCampaign, { id: campaign.id }, brand);
      last = await campaigns.published(CampaignsEvents.campaignDeleted.subject, 'campaignId', campaign.id);
    },
  },
  messageProviders: Object.fromEntries(
    [
      CampaignsEvents.applicationAccepted,
      CampaignsEvents.participationApproved,
      CampaignsEvents.campaignDeleted,
      CampaignsEvents.applicationSubmitted,
      CampaignsEvents.campaignCreated,
      CampaignsEvents.participationRequested,
      CampaignsEvents.applicationRejected,
      CampaignsEvents.applicationCounterOffered,
      CampaignsEvents.participationCounterOffered,
      CampaignsEvents.budgetWarning,
      CampaignsEvents.budgetReached,
      CampaignsEvents.campaignInactive,
    ].map((def) => [def.subject, providerWithMetadata(() => last, { subject: def.subject })]),
  ),
});

describe('campaigns events', () => {
  it('are what their consumers expect', () => verifier.verify(), 120_000);
});
