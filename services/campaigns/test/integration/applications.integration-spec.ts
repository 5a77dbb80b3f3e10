import { CampaignsRequests, TrackingEvents, TrackingRequests, type Actor } from '@afilia/contracts';
import { agencyActor, brandActor, creatorActor, recordFault, waitFor } from '@afilia/service-kit/testing';
import { CampaignsHarness } from '../support/campaigns-harness.js';

const campaigns = new CampaignsHarness();
beforeAll(() => campaigns.start());
afterAll(() => campaigns.stop());

async function standardCampaign(brand: Actor, products = 2) {
  const productIds: string[] = [];
  for (let i = 0; i < products; i++) productIds.push(await campaigns.product(brand, `Producto ${i + 1}`));
  return campaigns.call(CampaignsRequests.createCampaign, { campaignType: 'standard', name: 'Temporada', productIds }, brand);
}

async function cpcCampaign(brand: Actor, budget: { totalBudgetCents?: number; budgetPerCreatorCents?: number } = {}) {
  return campaigns.call(
    CampaignsRequests.createCampaign,
    { campaignType: 'cpc', name: 'Clics', costPerClickCents: 100, maxClicksPerCreator: 100, ...budget },
    brand,
  );
}

/** The creator's links in a campaign, once tracking made them. */
async function linksOf(creator: Actor, campaignId: string, count: number) {
  return waitFor(async () => {
    const links = await campaigns.call(TrackingRequests.listLinks, { campaignId }, creator);
    return links.length >= count ? links : undefined;
  });
}

describe('a standard application', () => {
  it('with the creator’s proposal, countered by the brand, accepted by the creator: links for each product', async () => {
    const brand = brandActor();
    const creator = creatorActor();
    const campaign = await standardCampaign(brand);
    const applied = await campaigns.call(
      CampaignsRequests.apply,
      { campaignId: campaign.id, proposal: { kind: 'commission', commissionType: 'percentage', commissionValue: 25, terms: 'Dos reels' } },
      creator,
    );
    expect(applied).toMatchObject({ message: 'Propuesta enviada exitosamente', participationId: null });
    const id = applied.applicationId!;
    expect(await campaigns.failure(CampaignsRequests.apply, { campaignId: campaign.id }, creator)).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Ya tenés una aplicación en curso para esta campaña',
    });

    expect(await campaigns.call(CampaignsRequests.counterOffer, { id, commissionValue: 20 }, brand)).toEqual({
      message: 'Contraoferta enviada',
    });
    const listed = await campaigns.call(CampaignsRequests.listApplications, { campaignId: campaign.id }, brand);
    expect(listed.applications[0]).toMatchObject({
      status: 'pending',
      proposedCommissionValue: 25,
      counterOfferCommissionType: 'percentage',
      counterOfferCommissionValue: 20,
      campaign: { id: campaign.id, name: 'Temporada' },
    });

    expect(await campaigns.call(CampaignsRequests.respondToCounterOffer, { id, accept: true }, creator)).toEqual({
      message: 'Contraoferta aceptada',
    });
    const [mine] = (await campaigns.call(CampaignsRequests.listApplications, {}, creator)).applications;
    expect(mine).toMatchObject({ status: 'accepted', proposedCommissionValue: 20, counterOfferCommissionValue: null });
    expect(await campaigns.published('campaigns.application.accepted', 'applicationId', id)).toMatchObject({
      commissionValue: 20,
      productIds: [...campaign.productIds],
      // The campaign's tiers and bonuses travel with it, so tracking pays on them (none here).
      rewards: { tiers: [], bonuses: [] },
    });

    const links = await linksOf(creator, campaign.id, 2);
    expect(links.map((l) => l.productId).sort()).toEqual([...campaign.productIds].sort());
    for (const link of links) {
      expect(link.uniqueCode).toMatch(/^AF-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-z]+$/);
      expect(link.trackingUrl).toMatch(new RegExp(`/track/${link.uniqueCode}$`));
    }
    // The brand now counts the creator as active.
    expect((await campaigns.call(CampaignsRequests.summary, {}, brand)).brand).toEqual({ activeCreators: 1 });
  });

  it('a rejected one says why, and the campaign is open to the creator again', async () => {
    const brand = brandActor();
    const creator = creatorActor();
    const campaign = await standardCampaign(brand, 1);
    const { applicationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creator);
    expect(
      await campaigns.call(CampaignsRequests.rejectApplication, { id: applicationId!, reason: 'No encaja con la marca' }, brand),
    ).toEqual({
      message: 'Aplicación rechazada',
    });
    expect(await campaigns.failure(CampaignsRequests.acceptApplication, { id: applicationId! }, brand)).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'Esta aplicación ya fue respondida',
    });
    const available = await campaigns.call(CampaignsRequests.availableCampaigns, {}, creator);
    expect(available.find((c) => c.id === campaign.id)).toMatchObject({ myStatus: null });
    expect((await campaigns.call(CampaignsRequests.listApplications, {}, creator)).applications[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No encaja con la marca',
    });
  });

  it('a creator cannot answer a counteroffer that does not exist, nor act as the brand', async () => {
    const brand = brandActor();
    const creator = creatorActor();
    const campaign = await standardCampaign(brand, 1);
    const { applicationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creator);
    expect(await campaigns.failure(CampaignsRequests.respondToCounterOffer, { id: applicationId!, accept: true }, creator)).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'No hay una contraoferta para responder',
    });
    expect(await campaigns.failure(CampaignsRequests.acceptApplication, { id: applicationId! }, creator)).toMatchObject({
      code: 'APPLICATION_NOT_FOUND',
    });
    expect(
      await campaigns.failure(CampaignsRequests.respondToCounterOffer, { id: applicationId!, accept: true }, creatorActor()),
    ).toMatchObject({
      code: 'APPLICATION_NOT_FOUND',
    });
  });

  it('brand B can neither read nor act on brand A’s applications; an agency only on its linked brands', async () => {
    const brandA = brandActor();
    const campaign = await standardCampaign(brandA, 1);
    const { applicationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creatorActor());
    const brandB = brandActor();
    expect(await campaigns.failure(CampaignsRequests.listApplications, { campaignId: campaign.id }, brandB)).toMatchObject({
      code: 'CAMPAIGN_NOT_FOUND',
    });
    expect((await campaigns.call(CampaignsRequests.listApplications, {}, brandB)).applications).toEqual([]);
    for (const outsider of [brandB, agencyActor([brandB.brandIds[0]!])])
      expect(await campaigns.failure(CampaignsRequests.acceptApplication, { id: applicationId! }, outsider)).toMatchObject({
        code: 'APPLICATION_NOT_FOUND',
      });
    const agency = agencyActor([brandB.brandIds[0]!, brandA.brandIds[0]!]);
    expect(await campaigns.call(CampaignsRequests.acceptApplication, { id: applicationId! }, agency)).toEqual({
      message: 'Aplicación aceptada',
    });
  });
});

describe('a CPC participation', () => {
  it('requested on the campaign’s terms, approved: budget allocated and a CPC link', async () => {
    const brand = brandActor();
    const creator = creatorActor();
    const campaign = await cpcCampaign(brand, { totalBudgetCents: 1_000_000 });
    const requested = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creator);
    expect(requested).toMatchObject({ message: 'Aplicación enviada. La marca revisará tu solicitud', applicationId: null });
    expect(await campaigns.call(CampaignsRequests.approveParticipation, { id: requested.participationId! }, brand)).toEqual({
      message: 'Aplicación aprobada y link generado automáticamente',
    });
    const [participation] = (await campaigns.call(CampaignsRequests.listApplications, { campaignId: campaign.id }, brand)).participations;
    expect(participation).toMatchObject({ status: 'active', costPerClickCents: 100, maxClicks: 100, budgetAllocatedCents: 10_000 });
    const [link] = await linksOf(creator, campaign.id, 1);
    expect(link!.uniqueCode).toMatch(/^CPC-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('shows the clicks tracking billed, whatever order its events arrive in, and completes when the quota is spent', async () => {
    const brand = brandActor();
    const creator = creatorActor();
    const campaign = await cpcCampaign(brand);
    const { participationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creator);
    await campaigns.call(CampaignsRequests.approveParticipation, { id: participationId! }, brand);
    const [link] = await linksOf(creator, campaign.id, 1);
    const facts = {
      participationId: participationId!,
      campaignId: campaign.id,
      campaignName: 'Clics',
      brandId: brand.brandIds[0]!,
      creatorId: creator.creatorId!,
      linkId: link!.id,
      costPerClickCents: 100,
      maxClicks: 100,
    };
    const participation = async () =>
      (await campaigns.call(CampaignsRequests.listApplications, { campaignId: campaign.id }, brand)).participations[0]!;
    const published = [
      await campaigns.publish(TrackingEvents.cpcBilled, { ...facts, billedClicks: 40, earnedCents: 4000, newClicks: 40 }),
      await campaigns.publish(TrackingEvents.cpcBilled, { ...facts, billedClicks: 25, earnedCents: 2500, newClicks: 25 }),
    ];
    // The older total arrived last: the participation keeps the larger one.
    await waitFor(async () => {
      const { rows } = await campaigns.db.query(
        'SELECT count(*)::int AS n FROM campaigns.processed_events WHERE event_id = ANY($1::uuid[])',
        [published.map((e) => e.eventId)],
      );
      return rows[0].n === 2 ? true : undefined;
    });
    expect(await participation()).toMatchObject({ status: 'active', currentClicks: 40, totalEarnedCents: 4000 });

    await campaigns.publish(TrackingEvents.cpcQuotaReached, { ...facts, billedClicks: 100, earnedCents: 10_000 });
    expect(await waitFor(async () => ((await participation()).status === 'completed' ? participation() : undefined))).toMatchObject({
      currentClicks: 100,
      totalEarnedCents: 10_000,
    });
  });

  it('counter-offered by the creator, the brand approves the creator’s price and quota', async () => {
    const brand = brandActor();
    const creator = creatorActor();
    const campaign = await cpcCampaign(brand);
    const { participationId, message } = await campaigns.call(
      CampaignsRequests.apply,
      { campaignId: campaign.id, proposal: { kind: 'cpc', costPerClickCents: 150, maxClicks: 40 } },
      creator,
    );
    expect(message).toBe('Contraoferta enviada exitosamente');
    await campaigns.call(CampaignsRequests.approveParticipation, { id: participationId! }, brand);
    const [p] = (await campaigns.call(CampaignsRequests.listApplications, {}, creator)).participations;
    expect(p).toMatchObject({ status: 'active', costPerClickCents: 150, maxClicks: 40, proposedCostPerClickCents: null, proposedBy: null });
  });

  it('counter-offered by the brand: the brand waits for the creator, whose acceptance makes the terms', async () => {
    const brand = brandActor();
    const creator = creatorActor();
    const campaign = await cpcCampaign(brand);
    const { participationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creator);
    const id = participationId!;
    await campaigns.call(CampaignsRequests.counterOfferParticipation, { id, costPerClickCents: 80, maxClicks: 50 }, brand);
    expect(await campaigns.failure(CampaignsRequests.approveParticipation, { id }, brand)).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'La contraoferta espera la respuesta del creador',
    });
    expect(await campaigns.call(CampaignsRequests.respondToParticipationOffer, { id, accept: true }, creator)).toEqual({
      message: 'Contraoferta aceptada',
    });
    const [p] = (await campaigns.call(CampaignsRequests.listApplications, {}, creator)).participations;
    expect(p).toMatchObject({ status: 'pending', costPerClickCents: 80, maxClicks: 50, proposedBy: null });
  });

  it('rejected, it is gone and the creator may ask again', async () => {
    const brand = brandActor();
    const creator = creatorActor();
    const campaign = await cpcCampaign(brand);
    const { participationId } = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creator);
    await campaigns.call(CampaignsRequests.rejectParticipation, { id: participationId! }, brand);
    expect((await campaigns.call(CampaignsRequests.listApplications, {}, creator)).participations).toEqual([]);
    expect((await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creator)).participationId).toBeTruthy();
  });

  it('the second approval beyond the budget is refused with the seed’s message', async () => {
    const brand = brandActor();
    const campaign = await cpcCampaign(brand, { totalBudgetCents: 15_000 });
    const first = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creatorActor());
    const second = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creatorActor());
    await campaigns.call(CampaignsRequests.approveParticipation, { id: first.participationId! }, brand);
    expect(await campaigns.failure(CampaignsRequests.approveParticipation, { id: second.participationId! }, brand)).toEqual({
      code: 'BUDGET_INSUFFICIENT',
      message: 'Presupuesto insuficiente. Total disponible: $150,00, ya asignado: $100,00',
    });
  });

  it('twenty approvals racing never allocate more than the total budget', async () => {
    const brand = brandActor();
    // Room for exactly 7 allocations of $100 (100 clicks × $1).
    const campaign = await cpcCampaign(brand, { totalBudgetCents: 70_000 });
    const requests = [];
    for (let i = 0; i < 20; i++) requests.push(await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creatorActor()));
    const results = await Promise.all(
      requests.map((r) => campaigns.request(CampaignsRequests.approveParticipation, { id: r.participationId! }, brand)),
    );
    const approved = results.filter((r) => r.ok).length;
    recordFault({
      id: 'T7',
      scenario: 'Aprobaciones que compiten por un presupuesto',
      load: '20 aprobaciones a la vez, lugar para 7',
      faults: 'carrera sobre la fila de la campaña',
      requests: results.length,
      lost: 0,
      // Allocations beyond the budget: what a lost lock would let through.
      countedTwice: Math.max(0, approved - 7),
      passed: approved === 7,
    });
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? null : r.error.code))).toEqual(Array(13).fill('BUDGET_INSUFFICIENT'));
    const { rows } = await campaigns.db.query(
      `SELECT SUM(budget_allocated_cents)::int AS sum FROM campaigns.cpc_campaign_participations WHERE campaign_id = $1`,
      [campaign.id],
    );
    expect(rows[0].sum).toBe(70_000);
    expect(await campaigns.published('campaigns.campaign.budget-reached', 'campaignId', campaign.id)).toMatchObject({
      allocatedCents: 70_000,
      totalBudgetCents: 70_000,
    });
  });

  it('pausing keeps each active participation in the history; deleting keeps all and expires the links', async () => {
    const brand = brandActor();
    const creator = creatorActor();
    const campaign = await cpcCampaign(brand);
    const active = await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creator);
    await campaigns.call(CampaignsRequests.approveParticipation, { id: active.participationId! }, brand);
    await campaigns.call(CampaignsRequests.apply, { campaignId: campaign.id }, creatorActor());
    await linksOf(creator, campaign.id, 1);

    await campaigns.call(CampaignsRequests.setCampaignPaused, { id: campaign.id, paused: true }, brand);
    const history = async (reason: string) =>
      (
        await campaigns.db.query('SELECT * FROM campaigns.cpc_participation_history WHERE campaign_id = $1 AND reason = $2', [
          campaign.id,
          reason,
        ])
      ).rows;
    expect(await history('paused')).toHaveLength(1);
    await waitFor(async () => ((await linksOf(creator, campaign.id, 1))[0]!.status === 'paused' ? true : undefined));

    await campaigns.call(CampaignsRequests.deleteCampaign, { id: campaign.id }, brand);
    const deleted = await history('deleted');
    expect(deleted).toHaveLength(2);
    expect(deleted[0]).toMatchObject({ campaign_name: 'Clics', brand_id: brand.brandIds[0] });
    const [link] = await waitFor(async () => {
      const links = await linksOf(creator, campaign.id, 1);
      return links[0]!.status === 'expired' ? links : undefined;
    });
    expect(link).toMatchObject({ status: 'expired', expiredReason: 'La marca eliminó la campaña' });
  });
});

describe('banner messages', () => {
  it('a creator’s message waits for its brand, who approves or rejects it; nobody else sees it', async () => {
    const brand = brandActor();
    const creator = creatorActor();
    const brandId = brand.brandIds[0]!;
    expect(
      await campaigns.call(CampaignsRequests.submitBanner, { brandId, customMessage: '  ¡Usá mi link y llevate 10% off!  ' }, creator),
    ).toEqual({
      message: 'Mensaje del banner enviado para aprobación',
    });
    await campaigns.call(CampaignsRequests.submitBanner, { brandId, customMessage: '¡Usá mi link!' }, creator);
    const [banner, ...rest] = await campaigns.call(CampaignsRequests.listBanners, {}, brand);
    expect(rest).toEqual([]);
    expect(banner).toMatchObject({ customMessage: '¡Usá mi link!', status: 'pending', creatorId: creator.creatorId });
    expect(await campaigns.failure(CampaignsRequests.submitBanner, { brandId, customMessage: '   ' }, creator)).toMatchObject({
      message: 'Escribí un mensaje para el banner',
    });
    expect(await campaigns.failure(CampaignsRequests.moderateBanner, { id: banner!.id, approve: true }, brandActor())).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await campaigns.call(CampaignsRequests.moderateBanner, { id: banner!.id, approve: true }, brand)).toEqual({
      message: 'Mensaje del banner aprobado',
    });
    expect((await campaigns.call(CampaignsRequests.listBanners, {}, creator))[0]).toMatchObject({ status: 'approved' });
    expect(await campaigns.call(CampaignsRequests.listBanners, {}, brandActor())).toEqual([]);
  });
});
