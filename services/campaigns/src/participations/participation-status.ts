import type { CPC_PARTICIPATION_STATUSES } from '@afilia/contracts';
import { DomainError } from '@afilia/service-kit';

type ParticipationStatus = (typeof CPC_PARTICIPATION_STATUSES)[number];

/**
 * What can happen to a CPC participation (seed 002 §4, with the brand's counteroffer decided
 * in docs/decisions.md), in one place:
 * - the brand approves a pending request, or one the creator counter-offered → active;
 * - the brand counter-offers a pending request, or the creator's counteroffer → pending_counteroffer (brand's);
 * - the brand rejects a request that is not active yet → deleted;
 * - the creator accepts the brand's counteroffer → pending (its values become the terms), or rejects it → deleted;
 * - tracking reports the quota reached → completed.
 */
export type ParticipationAction = 'approve' | 'counterOffer' | 'reject' | 'acceptOffer' | 'rejectOffer' | 'complete';

export const PARTICIPATION_REFUSALS = {
  active: 'Esta participación ya está activa',
  completed: 'Esta participación ya terminó',
  waitingCreator: 'La contraoferta espera la respuesta del creador',
  noOffer: 'No hay una contraoferta para responder',
  notActive: 'Esta participación no está activa',
} as const;

type Participation = { status: ParticipationStatus; proposedBy: 'creator' | 'brand' | null };

function refuse(message: string): never {
  throw new DomainError('INVALID_TRANSITION', message);
}

function openRequest(p: Participation): void {
  if (p.status === 'active') refuse(PARTICIPATION_REFUSALS.active);
  if (p.status === 'completed') refuse(PARTICIPATION_REFUSALS.completed);
}

/** The status the action leads to, 'deleted' when the participation goes away, or the refusal. */
export function nextParticipationStatus(p: Participation, action: ParticipationAction): ParticipationStatus | 'deleted' {
  const brandOffer = p.status === 'pending_counteroffer' && p.proposedBy === 'brand';
  switch (action) {
    case 'approve':
      openRequest(p);
      if (brandOffer) refuse(PARTICIPATION_REFUSALS.waitingCreator);
      return 'active';
    case 'counterOffer':
      openRequest(p);
      if (brandOffer) refuse(PARTICIPATION_REFUSALS.waitingCreator);
      return 'pending_counteroffer';
    case 'reject':
      openRequest(p);
      return 'deleted';
    case 'acceptOffer':
      if (!brandOffer) refuse(PARTICIPATION_REFUSALS.noOffer);
      return 'pending';
    case 'rejectOffer':
      if (!brandOffer) refuse(PARTICIPATION_REFUSALS.noOffer);
      return 'deleted';
    case 'complete':
      if (p.status !== 'active') refuse(PARTICIPATION_REFUSALS.notActive);
      return 'completed';
  }
}
