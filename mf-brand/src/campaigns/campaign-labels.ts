import { formatCommission, formatCpcTerms, type Campaign, type ParticipationView } from '@afilia/contracts';

/** Seed 002 §2: the summary card's badge says 'Activa' or 'Inactiva'; paused has its own word. */
export function campaignStatusLabel(status: Campaign['status']): string {
  return status === 'active' ? 'Activa' : status === 'paused' ? 'Pausada' : 'Inactiva';
}

export function campaignStatusColor(status: Campaign['status']): string {
  return status === 'active' ? 'success' : status === 'paused' ? 'warning' : 'default';
}

/** The kind as brands read it (the tabs of 'Nueva Campaña' and the assistant's CPC). */
export function campaignTypeLabel(type: Campaign['campaignType']): string {
  return type === 'standard' ? 'Comisión Estándar' : type === 'conversion' ? 'Por Conversión (CPL/CPA)' : 'Costo por Clic';
}

export function paymentMethodLabel(method: Campaign['paymentMethod']): string {
  return method === 'discount_code' ? 'Código de descuento' : method === 'store_products' ? 'Productos de la tienda' : 'Link directo';
}

/** What a campaign pays, whatever its kind. */
export function campaignTermsLabel(
  campaign: Pick<Campaign, 'campaignType' | 'commissionType' | 'commissionValue' | 'costPerClickCents' | 'maxClicksPerCreator'>,
): string {
  return campaign.campaignType === 'cpc'
    ? formatCpcTerms(campaign.costPerClickCents ?? 0, campaign.maxClicksPerCreator ?? 0)
    : formatCommission(campaign.commissionType, campaign.commissionValue);
}

export function participationStatusLabel(p: Pick<ParticipationView, 'status' | 'proposedBy'>): string {
  if (p.status === 'pending_counteroffer') return p.proposedBy === 'brand' ? 'Contraoferta enviada' : 'Contraoferta del creador';
  return { pending: 'Pendiente', active: 'Activa', completed: 'Completada' }[p.status];
}

export function applicationStatusLabel(status: 'pending' | 'accepted' | 'rejected'): string {
  return { pending: 'Pendiente', accepted: 'Aceptada', rejected: 'Rechazada' }[status];
}

export function applicationStatusColor(status: 'pending' | 'accepted' | 'rejected' | ParticipationView['status']): string {
  return status === 'accepted' || status === 'active'
    ? 'success'
    : status === 'rejected'
      ? 'error'
      : status === 'completed'
        ? 'default'
        : 'processing';
}
