import type { CAMPAIGN_STATUSES } from '@afilia/contracts';
import { DomainError } from '@afilia/service-kit';

type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Where a campaign may go from each status (seed 002 §4): the edit dialog switches between
 * active and inactive, 'Pausar' and 'Reanudar' between active and paused. Every change of status
 * goes through here, so a refused one always says why.
 */
const ALLOWED: Record<CampaignStatus, readonly CampaignStatus[]> = {
  active: ['inactive', 'paused'],
  inactive: ['active'],
  paused: ['active'],
};

const REFUSALS: Record<CampaignStatus, string> = {
  active: 'La campaña ya está activa',
  inactive: 'La campaña está inactiva: activala antes de pausarla',
  paused: 'La campaña está pausada: reanudala antes de cambiarla',
};

/** The new status, or the Spanish reason it cannot be reached from `from`. */
export function nextCampaignStatus(from: CampaignStatus, to: CampaignStatus): CampaignStatus {
  if (from === to) return to;
  if (!ALLOWED[from].includes(to))
    throw new DomainError('INVALID_TRANSITION', to === 'paused' && from === 'inactive' ? REFUSALS.inactive : REFUSALS[from]);
  return to;
}
