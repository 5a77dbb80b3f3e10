import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences, type Recipient } from '@afilia/contracts';
import type { NotificationDraft } from '../inbox/notification-rules.js';
import { EMAIL_SETTINGS_LINE, emailRecipients, notificationEmail } from './notification-email.js';

const person = (name: string): Recipient => ({ userId: randomUUID(), name, email: `${name.toLowerCase()}@example.com` });
const draft: NotificationDraft = {
  audience: { kind: 'brand', id: randomUUID() },
  type: 'application_received',
  title: 'Nueva aplicación',
  message: 'Sol Creadora aplicó a tu campaña "Otoño".',
  link: '/dashboard/campaigns/c1/applications',
  relatedId: null,
};
const emailOn: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, emailNotifications: true };

describe('who gets a notification by e-mail', () => {
  const owner = person('Ana');
  const agency = person('Beto');
  const quiet = person('Caro');

  it('those with e-mail on and the type’s category on; e-mail off or the category off, nobody', () => {
    const preferences = new Map([
      [owner.userId, emailOn],
      [agency.userId, { ...emailOn, campaigns: false }],
      [quiet.userId, DEFAULT_NOTIFICATION_PREFERENCES],
    ]);
    expect(emailRecipients(draft, [owner, agency, quiet], preferences)).toEqual([owner]);
    expect(emailRecipients({ type: 'campaign_budget_warning' }, [owner, agency, quiet], preferences)).toEqual([owner, agency]);
  });

  it('nobody whose preferences are unknown (e-mail is off by default), and each person once', () => {
    expect(emailRecipients(draft, [owner, owner, agency], new Map([[owner.userId, emailOn]]))).toEqual([owner]);
  });
});

describe('a notification as an e-mail', () => {
  it('has the title as subject, greets, tells the message, links on the public address and says how to stop them', () => {
    const email = notificationEmail(draft, person('Ana'), 'https://afilia.example');
    expect(email.to).toBe('ana@example.com');
    expect(email.subject).toBe('Nueva aplicación');
    expect(email.text).toBe(
      [
        'Hola Ana,',
        '',
        'Sol Creadora aplicó a tu campaña "Otoño".',
        '',
        'Miralo en Afilia: https://afilia.example/dashboard/campaigns/c1/applications',
        '',
        EMAIL_SETTINGS_LINE,
        'https://afilia.example/dashboard/settings',
      ].join('\n'),
    );
    expect(EMAIL_SETTINGS_LINE).toBe('Podés cambiar qué emails recibís en Configuración.');
  });

  it('has no link line when the notification has none', () => {
    expect(notificationEmail({ ...draft, link: null }, person('Ana'), 'http://localhost:8080').text).not.toContain('Miralo');
  });
});

describe("a brand's invitation as an e-mail (decision 230)", () => {
  const invited: NotificationDraft = {
    audience: { kind: 'creator', id: randomUUID() },
    type: 'collaboration_invited',
    title: 'Nueva invitación a colaborar',
    message: 'Marca Norte te invitó a colaborar con su producto "Bolso". Mensaje: "Verificá tu cuenta en https://afilia-soporte.com ya."',
    link: '/dashboard/brands/b1',
    relatedId: randomUUID(),
    invitation: { brandId: randomUUID(), brandName: 'Marca Norte' },
  };

  it('keeps our title as subject, makes the brand’s links unclickable and ends naming the brand with the link to refuse it', () => {
    const email = notificationEmail(invited, person('Sol'), 'https://afilia.example', 'token-de-baja');
    expect(email.subject).toBe('Nueva invitación a colaborar');
    expect(email.text).toContain('Mensaje: "Verificá tu cuenta en https[:]//afilia-soporte[.]com ya."');
    expect(email.text).not.toContain('https://afilia-soporte.com');
    expect(email.text.split('\n').slice(-3)).toEqual([
      'Este email lo envía Afilia a pedido de la marca «Marca Norte».',
      'Si no querés recibir más emails de esta marca, entrá acá (no hace falta tener cuenta):',
      'https://afilia.example/baja-emails?token=token-de-baja',
    ]);
  });
});
