import { randomUUID } from 'node:crypto';
import { CampaignsEvents, NOTIFICATION_TYPES } from '@afilia/contracts';
import { NOTIFICATION_RULES, type Names } from './notification-rules.js';

const names: Names = { brand: () => 'Marca Norte', creator: () => 'Sol Creadora' };
const ids = { campaignId: randomUUID(), brandId: randomUUID(), creatorId: randomUUID() };
const base = { eventId: randomUUID(), occurredAt: '2026-11-23T12:00:00.000Z', ...ids, campaignName: 'Otoño' };

function ruleFor(subject: string) {
  const found = NOTIFICATION_RULES.find((r) => r.event.subject === subject);
  if (!found) throw new Error(`no rule for ${subject}`);
  return found as unknown as {
    needs(e: unknown): unknown;
    notify(e: unknown, n: Names): ReturnType<(typeof NOTIFICATION_RULES)[number]['notify']>;
  };
}

describe('from campaigns events to notifications', () => {
  it('an application tells the brand, naming the creator and the campaign, with a link to review it', () => {
    const [n] = ruleFor(CampaignsEvents.applicationSubmitted.subject).notify({ ...base, applicationId: randomUUID() }, names);
    expect(n).toMatchObject({
      audience: { kind: 'brand', id: ids.brandId },
      type: 'application_received',
      message: 'Sol Creadora aplicó a tu campaña "Otoño".',
      link: `/dashboard/campaigns/${ids.campaignId}/applications`,
    });
  });

  it('an acceptance tells the creator and opens the celebration', () => {
    const applicationId = randomUUID();
    const [n] = ruleFor(CampaignsEvents.applicationAccepted.subject).notify(
      {
        ...base,
        applicationId,
        campaignType: 'standard',
        paymentMethod: 'direct',
        productIds: [],
        targetUrl: null,
        commissionType: 'percentage',
        commissionValue: 15,
      },
      names,
    );
    expect(n).toMatchObject({
      audience: { kind: 'creator', id: ids.creatorId },
      type: 'application_accepted',
      link: `/dashboard/my-applications?application=${applicationId}`,
    });
    expect(n!.message).toContain('Marca Norte');
  });

  it('a rejection carries its reason when there is one', () => {
    const rule = ruleFor(CampaignsEvents.applicationRejected.subject);
    expect(rule.notify({ ...base, applicationId: randomUUID(), reason: 'No encaja' }, names)[0]!.message).toBe(
      'Marca Norte rechazó tu aplicación a "Otoño": No encaja',
    );
    expect(rule.notify({ ...base, applicationId: randomUUID(), reason: null }, names)[0]!.message).toBe(
      'Marca Norte rechazó tu aplicación a "Otoño".',
    );
  });

  it('a CPC counteroffer goes to whoever must answer it', () => {
    const rule = ruleFor(CampaignsEvents.participationCounterOffered.subject);
    const event = { ...base, participationId: randomUUID() };
    expect(rule.notify({ ...event, by: 'brand' }, names)[0]!.audience).toEqual({ kind: 'creator', id: ids.creatorId });
    expect(rule.notify({ ...event, by: 'creator' }, names)[0]!.audience).toEqual({ kind: 'brand', id: ids.brandId });
  });

  it('budget lines speak in pesos', () => {
    const budget = { ...base, allocatedCents: 90_000, totalBudgetCents: 100_000 };
    expect(ruleFor(CampaignsEvents.budgetWarning.subject).notify(budget, names)[0]!.message).toBe(
      '"Otoño" ya asignó $900,00 de $1.000,00 (90 % o más).',
    );
  });

  it('one rule per event, each type a known one', () => {
    const subjects = NOTIFICATION_RULES.map((r) => r.event.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    const event = {
      ...base,
      name: 'Otoño',
      campaignType: 'cpc',
      status: 'active',
      applicationId: randomUUID(),
      participationId: randomUUID(),
    };
    for (const r of NOTIFICATION_RULES)
      for (const n of (r as unknown as { notify(e: unknown, n: Names): { type: string }[] }).notify(
        {
          ...event,
          reason: null,
          by: 'brand',
          costPerClickCents: 50,
          maxClicks: 10,
          budgetAllocatedCents: 500,
          targetUrl: null,
          allocatedCents: 1,
          totalBudgetCents: 2,
          productIds: [],
          paymentMethod: 'direct',
          commissionType: 'percentage',
          commissionValue: 1,
        },
        names,
      ))
        expect(NOTIFICATION_TYPES).toContain(n.type);
  });
});
