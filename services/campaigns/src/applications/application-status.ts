import type { APPLICATION_STATUSES } from '@afilia/contracts';
import { DomainError } from '@afilia/service-kit';

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * What can happen to a standard application (seed 002 §4), in one place. The brand accepts,
 * counteroffers or rejects a pending one; the creator accepts or rejects the brand's
 * counteroffer while it is pending. Anything else is refused with the reason.
 */
export type ApplicationAction = 'accept' | 'counterOffer' | 'reject' | 'acceptCounterOffer' | 'rejectCounterOffer';

export const APPLICATION_REFUSALS = {
  answered: 'Esta aplicación ya fue respondida',
  noCounterOffer: 'No hay una contraoferta para responder',
} as const;

const NEXT: Record<ApplicationAction, ApplicationStatus> = {
  accept: 'accepted',
  counterOffer: 'pending',
  reject: 'rejected',
  acceptCounterOffer: 'accepted',
  rejectCounterOffer: 'rejected',
};

export function nextApplicationStatus(
  application: { status: ApplicationStatus; counterOfferCommissionValue: number | null },
  action: ApplicationAction,
): ApplicationStatus {
  if (application.status !== 'pending') throw new DomainError('INVALID_TRANSITION', APPLICATION_REFUSALS.answered);
  if ((action === 'acceptCounterOffer' || action === 'rejectCounterOffer') && application.counterOfferCommissionValue === null)
    throw new DomainError('INVALID_TRANSITION', APPLICATION_REFUSALS.noCounterOffer);
  return NEXT[action];
}
