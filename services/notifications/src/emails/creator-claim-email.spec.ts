import { LINK_PLACEHOLDER } from './emails.service.js';
import { creatorClaimEmail } from './creator-claim-offered.listener.js';

describe('creatorClaimEmail', () => {
  it('tells the creator which brand added it and carries the claim link, still sealed, and its 30-day limit', () => {
    const email = creatorClaimEmail({
      eventId: '00000000-0000-4000-8000-000000000001',
      occurredAt: '2026-01-01T00:00:00Z',
      creatorId: '00000000-0000-4000-8000-000000000002',
      brandId: '00000000-0000-4000-8000-000000000003',
      email: 'sara@example.com',
      creatorName: 'Sara Reclamo',
      brandName: 'Marca Norte',
      sealedClaimUrl: 's1.sellado',
      expiresAt: '2026-01-31T00:00:00Z',
    });
    expect(email.to).toBe('sara@example.com');
    expect(email.subject).toBe('Marca Norte te sumó como creador en Afilia');
    expect(email.text).toContain('Hola Sara Reclamo,');
    expect(email.text).toContain(`(vence en 30 días):\n${LINK_PLACEHOLDER}\n`);
    expect(email.sealedLink).toBe('s1.sellado');
  });
});
