import { randomUUID } from 'node:crypto';
import { CampaignsEvents, CatalogueEvents, NOTIFICATION_TYPES, TrackingEvents } from '@afilia/contracts';
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
});

describe('every rule, one line each', () => {
  /** An event with every field any campaigns event has, read through the rule's own schema. */
  const anyEvent = {
    ...base,
    name: 'Otoño',
    campaignType: 'cpc',
    status: 'active',
    applicationId: randomUUID(),
    participationId: randomUUID(),
    reason: null,
    by: 'brand',
    costPerClickCents: 50,
    maxClicks: 10,
    budgetAllocatedCents: 500,
    targetUrl: null,
    allocatedCents: 90_000,
    totalBudgetCents: 100_000,
    productIds: [],
    paymentMethod: 'direct',
    commissionType: 'percentage',
    commissionValue: 15,
    linkId: randomUUID(),
    billedClicks: 9,
    earnedCents: 450,
    rule: 'visitor_repeat',
    clicks: 14,
    conversions: 12,
    ctrPercent: 9.5,
    hourStart: '2026-11-23T12:00:00.000Z',
    codeId: randomUUID(),
    code: 'SOLCREA15',
    productName: 'Bolso Andino',
    deletedBy: 'brand',
  };
  const toBrand = { kind: 'brand', id: ids.brandId };
  const toCreator = { kind: 'creator', id: ids.creatorId };
  const cases: [string, string, object, RegExp, string | null][] = [
    [CampaignsEvents.applicationSubmitted.subject, 'application_received', toBrand, /applications$/, 'Sol Creadora'],
    [CampaignsEvents.participationRequested.subject, 'application_received', toBrand, /applications$/, 'Sol Creadora'],
    [
      CampaignsEvents.applicationAccepted.subject,
      'application_accepted',
      toCreator,
      /^\/dashboard\/my-applications\?application=/,
      'Marca Norte',
    ],
    [
      CampaignsEvents.participationApproved.subject,
      'cpc_application_approved',
      toCreator,
      /^\/dashboard\/my-collaborations/,
      'Marca Norte',
    ],
    [CampaignsEvents.applicationRejected.subject, 'application_rejected', toCreator, /^\/dashboard\/my-applications$/, 'Marca Norte'],
    [CampaignsEvents.applicationCounterOffered.subject, 'counter_offer', toCreator, /^\/dashboard\/my-applications$/, 'Marca Norte'],
    [CampaignsEvents.participationCounterOffered.subject, 'counter_offer', toCreator, /^\/dashboard\/my-applications$/, 'Marca Norte'],
    [CampaignsEvents.campaignCreated.subject, 'campaign_created', toBrand, /^\/dashboard\/campaigns\/[0-9a-f-]{36}$/, null],
    [CampaignsEvents.budgetWarning.subject, 'campaign_budget_warning', toBrand, /^\/dashboard\/campaigns\/[0-9a-f-]{36}$/, null],
    [CampaignsEvents.budgetReached.subject, 'campaign_budget_reached', toBrand, /^\/dashboard\/campaigns\/[0-9a-f-]{36}$/, null],
    [CampaignsEvents.campaignInactive.subject, 'campaign_inactive', toBrand, /^\/dashboard\/campaigns\/[0-9a-f-]{36}$/, null],
    [TrackingEvents.cpcQuotaWarning.subject, 'cpc_quota_warning', toCreator, /^\/dashboard\/my-collaborations\?application=/, null],
    [TrackingEvents.cpcQuotaReached.subject, 'cpc_quota_reached', toCreator, /^\/dashboard\/my-collaborations\?application=/, null],
    [
      TrackingEvents.fraudDetected.subject,
      'fraud_detected',
      toBrand,
      /^\/dashboard\/campaigns\/[0-9a-f-]{36}\/applications$/,
      'Sol Creadora',
    ],
    [TrackingEvents.linkDeleted.subject, 'link_deleted', toCreator, /^\/dashboard\/links$/, 'Marca Norte'],
    [TrackingEvents.campaignHighCtr.subject, 'campaign_high_ctr', toBrand, /^\/dashboard\/campaigns\/[0-9a-f-]{36}$/, null],
    [CatalogueEvents.discountCodeDeactivated.subject, 'code_deactivated', toCreator, /^\/dashboard\/links\?tab=discount$/, 'Marca Norte'],
  ];

  it('covers every event the rules table has, each once', () => {
    // A sale and a conversion tell two people each: they have their own tests below.
    const ownTests = [
      TrackingEvents.saleAttributed.subject,
      TrackingEvents.saleReversed.subject,
      TrackingEvents.payoutPaid.subject,
      TrackingEvents.conversionRecorded.subject,
      CatalogueEvents.collaborationRequested.subject,
      CatalogueEvents.collaborationInvited.subject,
      CatalogueEvents.collaborationAnswered.subject,
    ];
    expect([...cases.map(([subject]) => subject), ...ownTests].sort()).toEqual(NOTIFICATION_RULES.map((r) => r.event.subject).sort());
  });

  it.each(cases)('%s → %s, for the right people, naming the campaign and who acted', (subject, type, audience, link, who) => {
    const rule = NOTIFICATION_RULES.find((r) => r.event.subject === subject)! as unknown as {
      event: { payload: { parse(v: unknown): unknown } };
      notify(e: unknown, n: Names): { type: string; audience: object; link: string | null; title: string; message: string }[];
    };
    const drafts = rule.notify(rule.event.payload.parse(anyEvent), names);
    expect(drafts).toHaveLength(1);
    const [n] = drafts;
    expect(NOTIFICATION_TYPES).toContain(type);
    expect(n).toMatchObject({ type, audience });
    // Only a brand's invitation to collaborate is limited and refusable as one (decision 230).
    expect(n).not.toHaveProperty('invitation');
    expect(n!.link).toMatch(link);
    expect(n!.title.length).toBeGreaterThan(0);
    // A discount code belongs to no campaign: its notification names the code instead.
    expect(n!.message).toContain(subject === CatalogueEvents.discountCodeDeactivated.subject ? 'SOLCREA15' : 'Otoño');
    if (who) expect(n!.message).toContain(who);
  });
});

describe('a campaign with a high CTR', () => {
  it('tells the brand the rate, with its conversions and clicks', () => {
    const [n] = ruleFor(TrackingEvents.campaignHighCtr.subject).notify({ ...base, clicks: 120, conversions: 11, ctrPercent: 9.2 }, names);
    expect(n).toMatchObject({ title: 'Campaña con CTR alto', audience: { kind: 'brand', id: ids.brandId } });
    expect(n!.message).toBe('"Otoño" convierte el 9,2% de sus clics: 11 conversiones en 120 clics.');
  });
});

describe('a collaboration request', () => {
  it('tells the brand who asked, for which product, with the creator’s message', () => {
    const rule = ruleFor(CatalogueEvents.collaborationRequested.subject);
    const event = { ...base, collaborationId: randomUUID(), productId: randomUUID(), productName: 'Bolso Andino', message: 'Me encanta' };
    const [n] = rule.notify(event, names);
    expect(n).toMatchObject({
      type: 'application_received',
      audience: { kind: 'brand', id: ids.brandId },
      relatedId: event.collaborationId,
    });
    expect(n!.title).toBe('Nueva solicitud de colaboración');
    expect(n!.message).toBe('Sol Creadora quiere colaborar con tu producto "Bolso Andino". Mensaje: "Me encanta"');
    expect(rule.notify({ ...event, message: null }, names)[0]!.message).toBe(
      'Sol Creadora quiere colaborar con tu producto "Bolso Andino".',
    );
    // The brand answers it on the creator's page of its directory.
    expect(n!.link).toBe(`/dashboard/creators/${ids.creatorId}`);
  });

  it("tells the creator of a brand's invitation, linked to the brand's page where it answers", () => {
    const rule = ruleFor(CatalogueEvents.collaborationInvited.subject);
    const event = { ...base, collaborationId: randomUUID(), productId: randomUUID(), productName: 'Bolso Andino', message: null };
    const [n] = rule.notify(event, names);
    expect(n).toMatchObject({
      type: 'collaboration_invited',
      audience: { kind: 'creator', id: ids.creatorId },
      title: 'Nueva invitación a colaborar',
      message: 'Marca Norte te invitó a colaborar con su producto "Bolso Andino".',
      link: `/dashboard/brands/${ids.brandId}`,
      // A brand's invitation: its e-mail is limited, names the brand and can be refused (decision 230).
      invitation: { brandId: ids.brandId, brandName: 'Marca Norte' },
    });
  });

  it('tells the side that asked of the answer: the creator of its request, the brand of its invitation', () => {
    const rule = ruleFor(CatalogueEvents.collaborationAnswered.subject);
    const event = { ...base, collaborationId: randomUUID(), productId: randomUUID(), productName: 'Bolso Andino' };
    expect(rule.notify({ ...event, initiatedBy: 'creator', status: 'accepted' }, names)).toEqual([
      expect.objectContaining({
        audience: { kind: 'creator', id: ids.creatorId },
        title: '¡Solicitud aceptada!',
        message: 'Marca Norte aceptó tu solicitud para "Bolso Andino".',
      }),
    ]);
    expect(rule.notify({ ...event, initiatedBy: 'brand', status: 'rejected' }, names)).toEqual([
      expect.objectContaining({
        audience: { kind: 'brand', id: ids.brandId },
        title: 'Invitación rechazada',
        message: 'Sol Creadora rechazó tu invitación para "Bolso Andino".',
        link: `/dashboard/creators/${ids.creatorId}`,
      }),
    ]);
  });
});

describe('a discount code deactivated', () => {
  it('tells the creator it was for, naming the brand and the code, and nobody when it was for nobody', () => {
    const rule = ruleFor(CatalogueEvents.discountCodeDeactivated.subject);
    const event = { ...base, codeId: randomUUID(), code: 'SOLCREA15' };
    expect(rule.notify(event, names)[0]!.message).toBe('Marca Norte desactivó tu código de descuento SOLCREA15: ya no vale en su tienda.');
    expect(rule.notify({ ...event, creatorId: null }, names)).toEqual([]);
  });
});

describe('a link deleted', () => {
  const rule = ruleFor(TrackingEvents.linkDeleted.subject);
  const event = { ...base, linkId: randomUUID(), code: 'AF-STORE-1A2B3C4D-mhx', productName: null, deletedBy: 'creator' };

  it('tells the brand when the creator deleted it, and the creator when the brand did', () => {
    const [toBrand] = rule.notify(event, names);
    expect(toBrand).toMatchObject({ type: 'link_deleted', audience: { kind: 'brand', id: base.brandId } });
    expect(toBrand!.message).toBe('Sol Creadora eliminó su link AF-STORE-1A2B3C4D-mhx de "Otoño".');
    const [toCreator] = rule.notify({ ...event, deletedBy: 'brand', productName: 'Bolso Andino' }, names);
    expect(toCreator).toMatchObject({ audience: { kind: 'creator', id: base.creatorId }, link: '/dashboard/links' });
    expect(toCreator!.message).toBe(
      'Marca Norte eliminó tu link AF-STORE-1A2B3C4D-mhx (Bolso Andino) de "Otoño". Ya no lleva a la tienda.',
    );
  });
});

describe('a sale attributed', () => {
  const rule = ruleFor(TrackingEvents.saleAttributed.subject);
  const event = {
    ...base,
    orderId: '1001',
    orderNumber: '1001',
    transactionIds: [randomUUID()],
    attributedBy: 'coupon',
    currency: 'ARS',
    totalCents: 1_234_550,
    creatorCents: 185_183,
    isTest: false,
  };

  it('tells the brand and the creator, each with the sale and the commission and a link to their list', () => {
    const [toBrand, toCreator] = rule.notify(event, names);
    expect(toBrand).toMatchObject({
      type: 'conversion_new',
      audience: { kind: 'brand', id: base.brandId },
      link: '/dashboard/transactions',
    });
    expect(toBrand!.message).toBe('Sol Creadora generó una venta de $12.345,50. Comisión del creador: $1.851,83.');
    expect(toCreator).toMatchObject({
      type: 'conversion_new',
      audience: { kind: 'creator', id: base.creatorId },
      link: '/dashboard/sales',
    });
    expect(toCreator!.message).toBe('Generaste una venta de $12.345,50 para Marca Norte. Tu comisión: $1.851,83.');
  });

  it('tells nobody of a test sale', () => {
    expect(rule.notify({ ...event, isTest: true }, names)).toEqual([]);
  });
});

describe('a conversion recorded', () => {
  const rule = ruleFor(TrackingEvents.conversionRecorded.subject);
  const event = {
    ...base,
    conversionId: randomUUID(),
    campaignName: 'Registros',
    eventType: 'lead' as const,
    amountCents: 0,
    commissionCents: 50_000,
    holdReason: null,
  };

  it('tells the brand and the creator what it was and what it earns once approved', () => {
    const [toBrand, toCreator] = rule.notify(event, names);
    expect(toBrand).toMatchObject({
      type: 'conversion_new',
      audience: { kind: 'brand', id: base.brandId },
      link: '/dashboard/brand-settings',
    });
    expect(toBrand!.message).toBe(
      'Sol Creadora generó un registro en "Registros". Comisión del creador: $500,00. Aprobala o anulala en Tracking y Conversiones.',
    );
    expect(toCreator).toMatchObject({
      type: 'conversion_new',
      audience: { kind: 'creator', id: base.creatorId },
      link: '/dashboard/sales',
    });
    expect(toCreator!.message).toBe(
      'Generaste un registro para Marca Norte en "Registros". Tu comisión: $500,00, cuando la marca la apruebe.',
    );
  });

  it('tells the brand why one was held', () => {
    const drafts = rule.notify({ ...event, holdReason: 'Monto por encima del máximo por pedido' }, names);
    expect(drafts).toHaveLength(3);
    expect(drafts[2]).toMatchObject({
      type: 'fraud_detected',
      audience: { kind: 'brand', id: base.brandId },
      title: 'Conversión retenida',
    });
    expect(drafts[2]!.message).toBe(
      'Retuvimos una conversión de Sol Creadora en "Registros": Monto por encima del máximo por pedido. No se cobra hasta que la apruebes.',
    );
  });

  it('says what a purchase was worth', () => {
    const [toBrand] = rule.notify({ ...event, eventType: 'purchase', amountCents: 1_500_050, campaignName: null }, names);
    expect(toBrand!.message).toBe(
      'Sol Creadora generó una compra de $15.000,50. Comisión del creador: $500,00. Aprobala o anulala en Tracking y Conversiones.',
    );
  });
});

describe('a CPC link held for suspicious clicks', () => {
  it('tells the brand what was seen and that the link’s billing waits for it', () => {
    const held = (rule: string, clicks: number) =>
      ruleFor(TrackingEvents.fraudDetected.subject).notify({ ...base, rule, clicks, hourStart: '2026-11-23T12:00:00.000Z' }, names)[0]!
        .message;
    const tail = 'Retuvimos el cobro de sus clics hasta que los revises.';
    expect(held('visitor_repeat', 14)).toBe(
      `El link de Sol Creadora en "Otoño" recibió 14 clics de un mismo visitante en una hora. ${tail}`,
    );
    expect(held('address_repeat', 25)).toBe(
      `El link de Sol Creadora en "Otoño" recibió 25 clics desde una misma dirección en una hora. ${tail}`,
    );
    expect(held('agent_churn', 6)).toBe(
      `El link de Sol Creadora en "Otoño" recibió clics de 6 navegadores distintos desde una misma dirección en un día. ${tail}`,
    );
  });
});

describe('a sale reversed by the store (issue 35)', () => {
  const rule = ruleFor(TrackingEvents.saleReversed.subject);
  const event = {
    ...base,
    orderId: '1001',
    orderNumber: '101',
    reason: 'order_cancelled',
    transactionIds: [randomUUID()],
    totalCents: 2_080_000,
    creatorCents: 312_000,
  };

  it('tells the brand and the creator what the store did, and the commission that went', () => {
    const [toBrand, toCreator] = rule.notify(event, names);
    expect(toBrand).toMatchObject({ type: 'sale_reversed', title: 'Venta revertida', audience: { kind: 'brand', id: base.brandId } });
    expect(toBrand!.message).toBe(
      'La tienda canceló el pedido #101, una venta de Sol Creadora por $20.800,00. Su comisión de $3.120,00 quedó cancelada.',
    );
    expect(toCreator).toMatchObject({ type: 'sale_reversed', audience: { kind: 'creator', id: base.creatorId }, link: '/dashboard/sales' });
    expect(toCreator!.message).toBe(
      'La tienda de Marca Norte canceló el pedido #101, una venta tuya por $20.800,00. Tu comisión de $3.120,00 quedó cancelada.',
    );
    expect(rule.notify({ ...event, reason: 'order_refunded', orderNumber: null }, names)[0]!.message).toMatch(
      /^La tienda devolvió el pago del pedido, una venta/,
    );
  });
});

describe('a payout paid (issue 35)', () => {
  it('tells the creator how much reached its account', () => {
    const rule = ruleFor(TrackingEvents.payoutPaid.subject);
    const [toCreator, ...others] = rule.notify({ payoutId: randomUUID(), creatorId: base.creatorId, amountCents: 200_000 }, names);
    expect(others).toEqual([]);
    expect(toCreator).toMatchObject({ type: 'payout_sent', title: 'Pago enviado', audience: { kind: 'creator', id: base.creatorId } });
    expect(toCreator!.message).toBe('Te pagamos $2.000,00 de tus comisiones a tu cuenta de cobro.');
  });
});
