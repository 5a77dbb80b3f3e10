import { fileURLToPath } from 'node:url';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { CampaignsEvents, CampaignsRequests } from '@afilia/contracts';
import { brandActor, creatorActor } from '@afilia/service-kit/testing';
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

const verifier = new MessageProviderPact({
  provider: 'campaigns',
  pactUrls: ['tracking', 'notifications'].map((consumer) =>
    fileURLToPath(new URL(`../../../../contracts/pacts/${consumer}-campaigns.json`, import.meta.url)),
  ),
  logLevel: 'warn',
  stateHandlers: {
    'a creator’s application to a standard campaign with products was accepted': async () => {
      const brand = brandActor();
      const productIds = [await campaigns.product(brand, 'Campera'), await campaigns.product(brand, 'Mochila')];
      const campaign = await campaigns.call(
        CampaignsRequests.createCampaign,
        { campaignType: 'standard', name: 'Temporada', productIds },
        brand,
      );
      const { applicationId } = await campaigns.call(
        CampaignsRequests.apply,
        { campaignId: campaign.id, proposal: { kind: 'commission', commissionType: 'percentage', commissionValue: 20 } },
        creatorActor(),
      );
      await campaigns.call(CampaignsRequests.acceptApplication, { id: applicationId! }, brand);
      last = await campaigns.published(CampaignsEvents.applicationAccepted.subject, 'applicationId', applicationId!);
    },
    'a creator’s CPC participation was approved': async () => {
      const brand = brandActor();
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
      const brand = brandActor();
      const productIds = [await campaigns.product(brand, 'Campera')];
      const campaign = await campaigns.call(
        CampaignsRequests.createCampaign,
        { campaignType: 'standard', name: 'Temporada', productIds },
        brand,
      );
      const { applicationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creatorActor());
      last = await campaigns.published(CampaignsEvents.applicationSubmitted.subject, 'applicationId', applicationId!);
    },
    'a brand created a campaign': async () => {
      const campaign = await campaigns.call(
        CampaignsRequests.createCampaign,
        { campaignType: 'cpc', name: 'Clics', costPerClickCents: 50, maxClicksPerCreator: 100 },
        brandActor(),
      );
      last = await campaigns.published(CampaignsEvents.campaignCreated.subject, 'campaignId', campaign.id);
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
    ].map((def) => [def.subject, providerWithMetadata(() => last, { subject: def.subject })]),
  ),
});

describe('campaigns events', () => {
  it('are what their consumers expect', () => verifier.verify(), 120_000);
});
