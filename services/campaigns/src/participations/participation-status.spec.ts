import { nextParticipationStatus, type ParticipationAction } from './participation-status.js';

const pending = { status: 'pending' as const, proposedBy: null };
const creatorOffer = { status: 'pending_counteroffer' as const, proposedBy: 'creator' as const };
const brandOffer = { status: 'pending_counteroffer' as const, proposedBy: 'brand' as const };
const active = { status: 'active' as const, proposedBy: null };
const completed = { status: 'completed' as const, proposedBy: null };

describe('a CPC participation’s status', () => {
  it('the brand approves a pending request or the creator’s counteroffer', () => {
    expect(nextParticipationStatus(pending, 'approve')).toBe('active');
    expect(nextParticipationStatus(creatorOffer, 'approve')).toBe('active');
  });

  it('the brand counter-offers a pending request or the creator’s counteroffer, and waits', () => {
    expect(nextParticipationStatus(pending, 'counterOffer')).toBe('pending_counteroffer');
    expect(nextParticipationStatus(creatorOffer, 'counterOffer')).toBe('pending_counteroffer');
    expect(() => nextParticipationStatus(brandOffer, 'approve')).toThrow('La contraoferta espera la respuesta del creador');
    expect(() => nextParticipationStatus(brandOffer, 'counterOffer')).toThrow('La contraoferta espera la respuesta del creador');
  });

  it('rejection deletes any request not yet active', () => {
    for (const p of [pending, creatorOffer, brandOffer]) expect(nextParticipationStatus(p, 'reject')).toBe('deleted');
  });

  it('the creator answers only the brand’s counteroffer: accepted, pending again; rejected, deleted', () => {
    expect(nextParticipationStatus(brandOffer, 'acceptOffer')).toBe('pending');
    expect(nextParticipationStatus(brandOffer, 'rejectOffer')).toBe('deleted');
    for (const p of [pending, creatorOffer, active])
      for (const action of ['acceptOffer', 'rejectOffer'] as const)
        expect(() => nextParticipationStatus(p, action)).toThrow('No hay una contraoferta para responder');
  });

  it('completes only when active; nothing else moves an active or completed one', () => {
    expect(nextParticipationStatus(active, 'complete')).toBe('completed');
    expect(() => nextParticipationStatus(pending, 'complete')).toThrow('Esta participación no está activa');
    const brandActions: ParticipationAction[] = ['approve', 'counterOffer', 'reject'];
    for (const action of brandActions) {
      expect(() => nextParticipationStatus(active, action)).toThrow('Esta participación ya está activa');
      expect(() => nextParticipationStatus(completed, action)).toThrow('Esta participación ya terminó');
    }
  });
});
