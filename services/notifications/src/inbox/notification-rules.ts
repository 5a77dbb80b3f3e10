import {
  CampaignsEvents,
  CatalogueEvents,
  formatMoney,
  formatRate,
  TrackingEvents,
  type EventDef,
  type ClickFraudRule,
  type EventPayload,
  type NOTIFICATION_TYPES,
} from '@afilia/contracts';
import type { z } from 'zod';

/** Who a notification is for: the people of a brand (its owner and its agencies) or a creator. */
export type Audience = { kind: 'brand'; id: string } | { kind: 'creator'; id: string };

/** A notification before it is stored. */
export interface NotificationDraft {
  audience: Audience;
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  link: string | null;
  relatedId: string | null;
  /**
   * A brand's invitation to someone who never dealt with it (decision 230): its e-mail counts
   * against the brand's and the recipient's limits, names the brand and can be refused.
   */
  invitation?: { brandId: string; brandName: string };
}

/** The names a rule may use, looked up in identity before the notification is written. */
export interface Names {
  brand(id: string): string;
  creator(id: string): string;
}

interface Rule<T extends EventDef<string, z.ZodType>> {
  event: T;
  /** Which names it needs: brand and creator ids of the event. */
  needs(event: EventPayload<T>): { brandIds: string[]; creatorIds: string[] };
  notify(event: EventPayload<T>, names: Names): NotificationDraft[];
}

function rule<T extends EventDef<string, z.ZodType>>(r: Rule<T>): Rule<T> {
  return r;
}

const noNames = () => ({ brandIds: [], creatorIds: [] });
const brandOf = (e: { brandId: string }) => ({ brandIds: [e.brandId], creatorIds: [] });
const both = (e: { brandId: string; creatorId: string }) => ({ brandIds: [e.brandId], creatorIds: [e.creatorId] });
const forBrand = (id: string): Audience => ({ kind: 'brand', id });
const forCreator = (id: string): Audience => ({ kind: 'creator', id });
const applications = (campaignId: string) => `/dashboard/campaigns/${campaignId}/applications`;

/** What the store did to a reversed sale's order (issue 35, ours). */
const REVERSAL_TEXT: Record<EventPayload<typeof TrackingEvents.saleReversed>['reason'], string> = {
  order_cancelled: 'canceló el pedido',
  order_refunded: 'devolvió el pago del pedido',
  order_voided: 'anuló el pago del pedido',
};

/** What each fraud signal saw, as the brand reads it (issue 34 §2, ours). */
const FRAUD_SIGNAL_TEXT: Record<ClickFraudRule, (count: number) => string> = {
  visitor_repeat: (n) => `recibió ${n} clics de un mismo visitante en una hora.`,
  address_repeat: (n) => `recibió ${n} clics desde una misma dirección en una hora.`,
  agent_churn: (n) => `recibió clics de ${n} navegadores distintos desde una misma dirección en un día.`,
};

/**
 * From domain events to people (seed 002 §3's notification types): one line of this table per
 * event a type comes from. The texts are ours (docs/decisions.md), each naming the campaign and
 * the creator or brand.
 */
export const NOTIFICATION_RULES = [
  rule({
    event: CampaignsEvents.applicationSubmitted,
    needs: both,
    notify: (e, n) => [
      {
        audience: forBrand(e.brandId),
        type: 'application_received',
        title: 'Nueva aplicación',
        message: `${n.creator(e.creatorId)} aplicó a tu campaña "${e.campaignName}".`,
        link: applications(e.campaignId),
        relatedId: e.applicationId,
      },
    ],
  }),
  rule({
    event: CampaignsEvents.participationRequested,
    needs: both,
    notify: (e, n) => [
      {
        audience: forBrand(e.brandId),
        type: 'application_received',
        title: 'Nueva solicitud CPC',
        message: `${n.creator(e.creatorId)} quiere participar en tu campaña "${e.campaignName}".`,
        link: applications(e.campaignId),
        relatedId: e.participationId,
      },
    ],
  }),
  rule({
    event: CatalogueEvents.collaborationRequested,
    needs: both,
    notify: (e, n) => [
      {
        audience: forBrand(e.brandId),
        type: 'application_received',
        title: 'Nueva solicitud de colaboración',
        message: `${n.creator(e.creatorId)} quiere colaborar con tu producto "${e.productName}".${e.message ? ` Mensaje: "${e.message}"` : ''}`,
        // The brand answers requests on the creator's page of its directory (issue 16 §3).
        link: `/dashboard/creators/${e.creatorId}`,
        relatedId: e.collaborationId,
      },
    ],
  }),
  rule({
    event: CatalogueEvents.collaborationInvited,
    needs: both,
    notify: (e, n) => [
      {
        audience: forCreator(e.creatorId),
        type: 'collaboration_invited',
        title: 'Nueva invitación a colaborar',
        message: `${n.brand(e.brandId)} te invitó a colaborar con su producto "${e.productName}".${e.message ? ` Mensaje: "${e.message}"` : ''}`,
        // The creator answers on the brand's page (decision 182).
        link: `/dashboard/brands/${e.brandId}`,
        relatedId: e.collaborationId,
        invitation: { brandId: e.brandId, brandName: n.brand(e.brandId) },
      },
    ],
  }),
  rule({
    event: CatalogueEvents.collaborationAnswered,
    needs: both,
    notify: (e, n) => {
      const accepted = e.status === 'accepted';
      // The side that asked is told: the creator of its request, the brand of its invitation.
      return e.initiatedBy === 'creator'
        ? [
            {
              audience: forCreator(e.creatorId),
              type: 'collaboration_answered',
              title: accepted ? '¡Solicitud aceptada!' : 'Solicitud rechazada',
              message: `${n.brand(e.brandId)} ${accepted ? 'aceptó' : 'rechazó'} tu solicitud para "${e.productName}".`,
              link: `/dashboard/brands/${e.brandId}`,
              relatedId: e.collaborationId,
            },
          ]
        : [
            {
              audience: forBrand(e.brandId),
              type: 'collaboration_answered',
              title: accepted ? 'Invitación aceptada' : 'Invitación rechazada',
              message: `${n.creator(e.creatorId)} ${accepted ? 'aceptó' : 'rechazó'} tu invitación para "${e.productName}".`,
              link: `/dashboard/creators/${e.creatorId}`,
              relatedId: e.collaborationId,
            },
          ];
    },
  }),
  rule({
    event: CampaignsEvents.applicationAccepted,
    needs: both,
    notify: (e, n) => [
      {
        audience: forCreator(e.creatorId),
        type: 'application_accepted',
        title: '¡Aplicación aceptada!',
        message: `${n.brand(e.brandId)} aceptó tu aplicación a "${e.campaignName}". Tus links ya están listos.`,
        link: `/dashboard/my-applications?application=${e.applicationId}`,
        relatedId: e.applicationId,
      },
    ],
  }),
  rule({
    event: CampaignsEvents.participationApproved,
    needs: both,
    notify: (e, n) => [
      {
        audience: forCreator(e.creatorId),
        type: 'cpc_application_approved',
        title: '¡Participación aprobada!',
        message: `${n.brand(e.brandId)} aprobó tu participación en "${e.campaignName}": ${formatMoney(e.costPerClickCents)} por clic, hasta ${e.maxClicks} clics.`,
        link: `/dashboard/my-collaborations?application=${e.participationId}`,
        relatedId: e.participationId,
      },
    ],
  }),
  rule({
    event: CampaignsEvents.applicationRejected,
    needs: both,
    notify: (e, n) => [
      {
        audience: forCreator(e.creatorId),
        type: 'application_rejected',
        title: 'Aplicación rechazada',
        message: `${n.brand(e.brandId)} rechazó tu aplicación a "${e.campaignName}"${e.reason ? `: ${e.reason}` : '.'}`,
        link: '/dashboard/my-applications',
        relatedId: e.applicationId,
      },
    ],
  }),
  rule({
    event: CampaignsEvents.applicationCounterOffered,
    needs: both,
    notify: (e, n) => [
      {
        audience: forCreator(e.creatorId),
        type: 'counter_offer',
        title: 'Nueva contraoferta',
        message: `${n.brand(e.brandId)} te hizo una contraoferta para "${e.campaignName}".`,
        link: '/dashboard/my-applications',
        relatedId: e.applicationId,
      },
    ],
  }),
  rule({
    event: CampaignsEvents.participationCounterOffered,
    needs: both,
    notify: (e, n) =>
      e.by === 'brand'
        ? [
            {
              audience: forCreator(e.creatorId),
              type: 'counter_offer',
              title: 'Nueva contraoferta',
              message: `${n.brand(e.brandId)} te hizo una contraoferta para "${e.campaignName}".`,
              link: '/dashboard/my-applications',
              relatedId: e.participationId,
            },
          ]
        : [
            {
              audience: forBrand(e.brandId),
              type: 'counter_offer',
              title: 'Contraoferta de un creador',
              message: `${n.creator(e.creatorId)} propuso sus propios términos para "${e.campaignName}".`,
              link: applications(e.campaignId),
              relatedId: e.participationId,
            },
          ],
  }),
  rule({
    event: CampaignsEvents.campaignCreated,
    needs: brandOf,
    notify: (e) => [
      {
        audience: forBrand(e.brandId),
        type: 'campaign_created',
        title: 'Campaña creada',
        message: `Tu campaña "${e.name}" ya está activa y visible para los creadores.`,
        link: `/dashboard/campaigns/${e.campaignId}`,
        relatedId: e.campaignId,
      },
    ],
  }),
  rule({
    event: CampaignsEvents.budgetWarning,
    needs: brandOf,
    notify: (e) => [
      {
        audience: forBrand(e.brandId),
        type: 'campaign_budget_warning',
        title: 'Presupuesto casi agotado',
        message: `"${e.campaignName}" ya asignó ${formatMoney(e.allocatedCents)} de ${formatMoney(e.totalBudgetCents)} (90 % o más).`,
        link: `/dashboard/campaigns/${e.campaignId}`,
        relatedId: e.campaignId,
      },
    ],
  }),
  rule({
    event: CampaignsEvents.budgetReached,
    needs: brandOf,
    notify: (e) => [
      {
        audience: forBrand(e.brandId),
        type: 'campaign_budget_reached',
        title: 'Presupuesto agotado',
        message: `"${e.campaignName}" asignó todo su presupuesto (${formatMoney(e.totalBudgetCents)}); no se pueden aprobar más creadores.`,
        link: `/dashboard/campaigns/${e.campaignId}`,
        relatedId: e.campaignId,
      },
    ],
  }),
  rule({
    event: CampaignsEvents.campaignInactive,
    needs: brandOf,
    notify: (e) => [
      {
        audience: forBrand(e.brandId),
        type: 'campaign_inactive',
        title: 'Campaña finalizada',
        message: `"${e.name}" llegó a su fecha de fin y quedó inactiva.`,
        link: `/dashboard/campaigns/${e.campaignId}`,
        relatedId: e.campaignId,
      },
    ],
  }),
  rule({
    event: TrackingEvents.cpcQuotaWarning,
    needs: noNames,
    notify: (e) => [
      {
        audience: forCreator(e.creatorId),
        type: 'cpc_quota_warning',
        title: 'Tu cupo de clics casi se completa',
        message: `Ya sumaste ${e.billedClicks} de ${e.maxClicks} clics en "${e.campaignName}" (${formatMoney(e.earnedCents)} ganados).`,
        link: `/dashboard/my-collaborations?application=${e.participationId}`,
        relatedId: e.participationId,
      },
    ],
  }),
  rule({
    event: TrackingEvents.cpcQuotaReached,
    needs: noNames,
    notify: (e) => [
      {
        audience: forCreator(e.creatorId),
        type: 'cpc_quota_reached',
        title: '¡Completaste tu cupo de clics!',
        message: `Llegaste a los ${e.maxClicks} clics de "${e.campaignName}" y ganaste ${formatMoney(e.earnedCents)}. Tu link ya no suma clics.`,
        link: `/dashboard/my-collaborations?application=${e.participationId}`,
        relatedId: e.participationId,
      },
    ],
  }),
  rule({
    event: TrackingEvents.fraudDetected,
    needs: both,
    notify: (e, n) => [
      {
        audience: forBrand(e.brandId),
        type: 'fraud_detected',
        title: 'Actividad sospechosa',
        message: `El link de ${n.creator(e.creatorId)} en "${e.campaignName}" ${FRAUD_SIGNAL_TEXT[e.rule](e.clicks)} Retuvimos el cobro de sus clics hasta que los revises.`,
        link: applications(e.campaignId),
        relatedId: e.linkId,
      },
    ],
  }),
  rule({
    event: TrackingEvents.saleAttributed,
    needs: both,
    // A test sale is the brand's own check: nobody is told.
    notify: (e, n) =>
      e.isTest
        ? []
        : [
            {
              audience: forBrand(e.brandId),
              type: 'conversion_new',
              title: 'Nueva venta',
              message: `${n.creator(e.creatorId)} generó una venta de ${formatMoney(e.totalCents)}. Comisión del creador: ${formatMoney(e.creatorCents)}.`,
              link: '/dashboard/transactions',
              relatedId: e.transactionIds[0]!,
            },
            {
              audience: forCreator(e.creatorId),
              type: 'conversion_new',
              title: '¡Nueva venta!',
              message: `Generaste una venta de ${formatMoney(e.totalCents)} para ${n.brand(e.brandId)}. Tu comisión: ${formatMoney(e.creatorCents)}.`,
              link: '/dashboard/sales',
              relatedId: e.transactionIds[0]!,
            },
          ],
  }),
  rule({
    event: TrackingEvents.saleReversed,
    needs: both,
    notify: (e, n) => {
      const what = `${REVERSAL_TEXT[e.reason]}${e.orderNumber ? ` #${e.orderNumber}` : ''}`;
      return [
        {
          audience: forBrand(e.brandId),
          type: 'sale_reversed',
          title: 'Venta revertida',
          message: `La tienda ${what}, una venta de ${n.creator(e.creatorId)} por ${formatMoney(e.totalCents)}. Su comisión de ${formatMoney(e.creatorCents)} quedó cancelada.`,
          link: '/dashboard/transactions',
          relatedId: e.transactionIds[0]!,
        },
        {
          audience: forCreator(e.creatorId),
          type: 'sale_reversed',
          title: 'Venta revertida',
          message: `La tienda de ${n.brand(e.brandId)} ${what}, una venta tuya por ${formatMoney(e.totalCents)}. Tu comisión de ${formatMoney(e.creatorCents)} quedó cancelada.`,
          link: '/dashboard/sales',
          relatedId: e.transactionIds[0]!,
        },
      ];
    },
  }),
  rule({
    event: TrackingEvents.payoutPaid,
    needs: noNames,
    notify: (e) => [
      {
        audience: forCreator(e.creatorId),
        type: 'payout_sent',
        title: 'Pago enviado',
        message: `Te pagamos ${formatMoney(e.amountCents)} de tus comisiones a tu cuenta de cobro.`,
        link: '/dashboard/sales',
        relatedId: e.payoutId,
      },
    ],
  }),
  rule({
    event: TrackingEvents.conversionRecorded,
    needs: both,
    notify: (e, n) => {
      const what = e.eventType === 'lead' ? 'un registro' : `una compra de ${formatMoney(e.amountCents)}`;
      const where = e.campaignName ? ` en "${e.campaignName}"` : '';
      return [
        {
          audience: forBrand(e.brandId),
          type: 'conversion_new',
          title: 'Nueva conversión',
          message: `${n.creator(e.creatorId)} generó ${what}${where}. Comisión del creador: ${formatMoney(e.commissionCents)}. Aprobala o anulala en Tracking y Conversiones.`,
          link: '/dashboard/brand-settings',
          relatedId: e.conversionId,
        },
        {
          audience: forCreator(e.creatorId),
          type: 'conversion_new',
          title: '¡Nueva conversión!',
          message: `Generaste ${what} para ${n.brand(e.brandId)}${where}. Tu comisión: ${formatMoney(e.commissionCents)}, cuando la marca la apruebe.`,
          link: '/dashboard/sales',
          relatedId: e.conversionId,
        },
        // An anomaly held it: the brand is told why, as of suspicious clicks.
        ...(e.holdReason
          ? [
              {
                audience: forBrand(e.brandId),
                type: 'fraud_detected' as const,
                title: 'Conversión retenida',
                message: `Retuvimos una conversión de ${n.creator(e.creatorId)}${where}: ${e.holdReason}. No se cobra hasta que la apruebes.`,
                link: '/dashboard/brand-settings',
                relatedId: e.conversionId,
              },
            ]
          : []),
      ];
    },
  }),
  rule({
    event: TrackingEvents.campaignHighCtr,
    needs: noNames,
    notify: (e) => [
      {
        audience: forBrand(e.brandId),
        type: 'campaign_high_ctr',
        title: 'Campaña con CTR alto',
        message: `${e.campaignName ? `"${e.campaignName}"` : 'Tu campaña'} convierte el ${formatRate(e.ctrPercent)} de sus clics: ${e.conversions} conversiones en ${e.clicks} clics.`,
        link: `/dashboard/campaigns/${e.campaignId}`,
        relatedId: e.campaignId,
      },
    ],
  }),
  rule({
    event: TrackingEvents.linkDeleted,
    needs: both,
    // Whoever deleted it knows; the other side is told.
    notify: (e, n) => {
      const what = `${e.code}${e.productName ? ` (${e.productName})` : ''}${e.campaignName ? ` de "${e.campaignName}"` : ''}`;
      return [
        e.deletedBy === 'brand'
          ? {
              audience: forCreator(e.creatorId),
              type: 'link_deleted',
              title: 'Link eliminado',
              message: `${n.brand(e.brandId)} eliminó tu link ${what}. Ya no lleva a la tienda.`,
              link: '/dashboard/links',
              relatedId: e.linkId,
            }
          : {
              audience: forBrand(e.brandId),
              type: 'link_deleted',
              title: 'Link eliminado',
              message: `${n.creator(e.creatorId)} eliminó su link ${what}.`,
              link: e.campaignId ? `/dashboard/campaigns/${e.campaignId}` : null,
              relatedId: e.linkId,
            },
      ];
    },
  }),
  rule({
    event: CatalogueEvents.discountCodeDeactivated,
    needs: (e) => ({ brandIds: [e.brandId], creatorIds: [] }),
    // A code assigned to nobody has nobody to tell.
    notify: (e, n) =>
      e.creatorId
        ? [
            {
              audience: forCreator(e.creatorId),
              type: 'code_deactivated',
              title: 'Código desactivado',
              message: `${n.brand(e.brandId)} desactivó tu código de descuento ${e.code}: ya no vale en su tienda.`,
              link: '/dashboard/links?tab=discount',
              relatedId: e.codeId,
            },
          ]
        : [],
  }),
] as const;
