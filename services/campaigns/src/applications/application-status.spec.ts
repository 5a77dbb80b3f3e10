import { nextApplicationStatus, type ApplicationAction } from './application-status.js';

const pending = { status: 'pending' as const, counterOfferCommissionValue: null };
const countered = { status: 'pending' as const, counterOfferCommissionValue: 20 };

describe('a standard application’s status', () => {
  it('the brand accepts, counteroffers (still pending) or rejects a pending one', () => {
    expect(nextApplicationStatus(pending, 'accept')).toBe('accepted');
    expect(nextApplicationStatus(pending, 'counterOffer')).toBe('pending');
    expect(nextApplicationStatus(pending, 'reject')).toBe('rejected');
    expect(nextApplicationStatus(countered, 'counterOffer')).toBe('pending');
  });

  it('the creator accepts or rejects the brand’s counteroffer', () => {
    expect(nextApplicationStatus(countered, 'acceptCounterOffer')).toBe('accepted');
    expect(nextApplicationStatus(countered, 'rejectCounterOffer')).toBe('rejected');
  });

  it('refuses an answer without a counteroffer, and anything on an answered application', () => {
    expect(() => nextApplicationStatus(pending, 'acceptCounterOffer')).toThrow('No hay una contraoferta para responder');
    expect(() => nextApplicationStatus(pending, 'rejectCounterOffer')).toThrow('No hay una contraoferta para responder');
    const actions: ApplicationAction[] = ['accept', 'counterOffer', 'reject', 'acceptCounterOffer', 'rejectCounterOffer'];
    for (const status of ['accepted', 'rejected'] as const)
      for (const action of actions)
        expect(() => nextApplicationStatus({ status, counterOfferCommissionValue: 20 }, action)).toThrow(
          'Esta aplicación ya fue respondida',
        );
  });
});
