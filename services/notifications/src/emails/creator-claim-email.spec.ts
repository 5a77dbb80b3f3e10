import { BRAND_EMAIL_TEXTS } from '@afilia/contracts';
import { LINK_PLACEHOLDER } from './emails.service.js';
import { creatorClaimEmail } from './creator-claim-offered.listener.js';

const event = {
  eventId: '00000000-0000-4000-8000-000000000001',
  occurredAt: '2026-01-01T00:00:00Z',
  creatorId: '00000000-0000-4000-8000-000000000002',
  brandId: '00000000-0000-4000-8000-000000000003',
  email: 'sara@example.com',
  creatorName: 'Sara Reclamo',
  brandName: 'Marca Norte',
  sealedClaimUrl: 's1.sellado',
  expiresAt: '2026-01-31T00:00:00Z',
};

describe('creatorClaimEmail', () => {
  it('tells the creator which brand added it and carries the claim link, still sealed, and its 30-day limit', () => {
    const email = creatorClaimEmail(event, 'token-de-baja', 'https://afilia.example');
    expect(email.to).toBe('sara@example.com');
    expect(email.text).toContain('La marca «Marca Norte» te sumó a sus creadores en Afilia con el nombre «Sara Reclamo».');
    expect(email.text).toContain(`(vence en 30 días):\n${LINK_PLACEHOLDER}\n`);
    expect(email.sealedLink).toBe('s1.sellado');
  });

  // Decision 230: the subject is ours; the body names the brand as who caused it and ends with the
  // link that refuses its e-mails, with no account.
  it('has a subject of ours, never the brand’s text, and ends naming the brand and the link to refuse its e-mails', () => {
    const email = creatorClaimEmail(
      { ...event, brandName: 'Verificá tu cuenta en www.afilia-soporte.com' },
      'token-de-baja',
      'https://afilia.example/',
    );
    expect(email.subject).toBe('Te sumaron como creador en Afilia');
    expect(email.subject).toBe(BRAND_EMAIL_TEXTS.claimSubject);
    expect(email.text.split('\n').slice(-3)).toEqual([
      'Este email lo envía Afilia a pedido de la marca «Verificá tu cuenta en www[.]afilia-soporte[.]com».',
      'Si no querés recibir más emails de esta marca, entrá acá (no hace falta tener cuenta):',
      'https://afilia.example/baja-emails?token=token-de-baja',
    ]);
    // The brand's text holds no clickable link anywhere in the body.
    expect(email.text).not.toContain('www.afilia-soporte.com');
  });
});
