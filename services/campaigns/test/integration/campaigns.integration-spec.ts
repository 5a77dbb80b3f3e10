import { CampaignsRequests, streamOf } from '@afilia/contracts';
import { adminActor, agencyActor, brandActor, creatorActor, waitFor } from '@afilia/service-kit/testing';
import { CampaignsHarness } from '../support/campaigns-harness.js';

const campaigns = new CampaignsHarness();
beforeAll(() => campaigns.start());
afterAll(() => campaigns.stop());

const cpc = {
  campaignType: 'cpc' as const,
  name: 'Clics de verano',
  costPerClickCents: 50,
  maxClicksPerCreator: 200,
  totalBudgetCents: 500_000,
};

async function published(subject: string, campaignId: string) {
  return waitFor(async () => {
    const { rows } = await campaigns.db.query(
      "SELECT payload FROM campaigns.outbox WHERE subject = $1 AND payload->>'campaignId' = $2 AND published_at IS NOT NULL",
      [subject, campaignId],
    );
    return rows[0]?.payload as Record<string, unknown> | undefined;
  });
}

describe('a brand’s CPC campaign', () => {
  const brand = brandActor();

  it('is created active, with its price, quota and budget, and announced', async () => {
    const campaign = await campaigns.call(CampaignsRequests.createCampaign, cpc, brand);
    expect(campaign).toMatchObject({
      brandId: brand.brandIds[0],
      campaignType: 'cpc',
      status: 'active',
      costPerClickCents: 50,
      maxClicksPerCreator: 200,
      totalBudgetCents: 500_000,
      budgetPerCreatorCents: null,
      productIds: [],
    });
    expect(await published('campaigns.campaign.created', campaign.id)).toMatchObject({ brandId: brand.brandIds[0], campaignType: 'cpc' });
    expect(streamOf('campaigns')!.subjects).toContain('campaigns.campaign.created');
    expect((await campaigns.call(CampaignsRequests.listCampaigns, {}, brand)).map((c) => c.id)).toContain(campaign.id);
  });

  it('refuses bad numbers with the field’s message, never a 500', async () => {
    const error = await campaigns.failure(CampaignsRequests.createCampaign, { ...cpc, costPerClickCents: 0 }, brand);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'El costo por clic debe ser de al menos $0,01' });
  });

  it('is edited, paused, resumed; a change its status does not allow says why', async () => {
    const campaign = await campaigns.call(CampaignsRequests.createCampaign, cpc, brand);
    const edit = {
      id: campaign.id,
      name: 'Clics de otoño',
      description: 'Nueva temporada',
      cookieDurationDays: 15,
      status: 'inactive' as const,
      commissionType: 'percentage' as const,
      commissionValue: 10,
    };
    expect(await campaigns.call(CampaignsRequests.updateCampaign, edit, brand)).toMatchObject({
      name: 'Clics de otoño',
      status: 'inactive',
    });
    expect(await campaigns.failure(CampaignsRequests.setCampaignPaused, { id: campaign.id, paused: true }, brand)).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'La campaña está inactiva: activala antes de pausarla',
    });
    await campaigns.call(CampaignsRequests.updateCampaign, { ...edit, status: 'active' }, brand);
    const paused = await campaigns.call(CampaignsRequests.setCampaignPaused, { id: campaign.id, paused: true }, brand);
    expect(paused).toMatchObject({ message: 'Campaña pausada y métricas guardadas', campaign: { status: 'paused' } });
    expect(await published('campaigns.campaign.paused', campaign.id)).toMatchObject({ status: 'paused' });
    expect((await campaigns.call(CampaignsRequests.setCampaignPaused, { id: campaign.id, paused: false }, brand)).campaign.status).toBe(
      'active',
    );
  });

  it('is deleted with the seed’s message, and announced', async () => {
    const campaign = await campaigns.call(CampaignsRequests.createCampaign, cpc, brand);
    expect(await campaigns.call(CampaignsRequests.deleteCampaign, { id: campaign.id }, brand)).toEqual({
      message: 'Campaña eliminada y métricas guardadas en historial',
    });
    expect(await published('campaigns.campaign.deleted', campaign.id)).toMatchObject({ brandId: brand.brandIds[0] });
    expect(await campaigns.failure(CampaignsRequests.getCampaign, { id: campaign.id }, brand)).toMatchObject({
      code: 'CAMPAIGN_NOT_FOUND',
    });
  });
});

describe('who reaches a campaign', () => {
  it('its brand, an agency of the brand and an admin; another brand, another agency or a creator gets “Campaña no encontrada”', async () => {
    const owner = brandActor();
    const campaign = await campaigns.call(CampaignsRequests.createCampaign, cpc, owner);
    for (const actor of [owner, agencyActor([owner.brandIds[0]!]), adminActor()])
      expect((await campaigns.call(CampaignsRequests.getCampaign, { id: campaign.id }, actor)).id).toBe(campaign.id);
    for (const actor of [brandActor(), agencyActor([brandActor().brandIds[0]!]), creatorActor()]) {
      const error = await campaigns.failure(CampaignsRequests.getCampaign, { id: campaign.id }, actor);
      expect(error).toEqual({ code: 'CAMPAIGN_NOT_FOUND', message: 'Campaña no encontrada' });
      expect(await campaigns.failure(CampaignsRequests.deleteCampaign, { id: campaign.id }, actor)).toMatchObject({
        code: 'CAMPAIGN_NOT_FOUND',
      });
    }
    expect(await campaigns.call(CampaignsRequests.listCampaigns, {}, brandActor())).toEqual([]);
    expect(await campaigns.failure(CampaignsRequests.listCampaigns, {}, creatorActor())).toMatchObject({ code: 'FORBIDDEN' });
  });
});
