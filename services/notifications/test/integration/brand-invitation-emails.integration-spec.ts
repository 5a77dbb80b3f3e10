import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BRAND_EMAIL_TEXTS,
  BRAND_EMAILS_PER_HOUR,
  CatalogueEvents,
  DEFAULT_NOTIFICATION_PREFERENCES,
  IdentityEvents,
  IdentityRequests,
  NotificationsRequests,
  RECIPIENT_BRAND_EMAILS_PER_DAY,
  type Actor,
} from '@afilia/contracts';
import { mailIn, ServiceHarness, uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { NotificationsModule } from '../../src/app.module.js';
import { loadNotificationsEnv } from '../../src/config/env.js';

// Issue 36 §3 on the real notifications service, identity beside it: the e-mails a brand causes
// (an internal creator's claim link, a product invitation to a registered creator) go within the
// brand's and the recipient's limits, under a subject of ours, naming the brand in the body with a
// link that stops that brand's e-mails to that address.
const mailbox = mkdtempSync(join(tmpdir(), 'afilia-mailbox-'));
const PUBLIC_URL = 'https://afilia.example';
const notifications = new ServiceHarness('notifications', (env) =>
  NotificationsModule.register(loadNotificationsEnv({ ...process.env, ...env, MAILBOX_DIR: mailbox, PUBLIC_URL })),
);

beforeAll(() => notifications.start());
afterAll(() => notifications.stop());

/** A brand of its own with this name: its owner's actor and its id. */
async function brand(name: string): Promise<{ actor: Actor; brandId: string }> {
  const session = await notifications.call(IdentityRequests.signUp, {
    name: 'Ana Dueña',
    email: uniqueEmail('brand'),
    password: 'Segura123',
    role: 'brand',
  });
  const brandId = session.actor.brandIds[0]!;
  await notifications.call(IdentityRequests.updateBrand, { id: brandId, name, description: null, logoUrl: null }, session.actor);
  return { actor: session.actor, brandId };
}

/** A registered creator at `email` who turned e-mail on. */
async function creatorWithEmailOn(email: string): Promise<Actor> {
  const session = await notifications.call(IdentityRequests.signUp, {
    name: 'Sol Creadora',
    email,
    password: 'Segura123',
    role: 'creator',
  });
  await notifications.call(
    NotificationsRequests.updatePreferences,
    { ...DEFAULT_NOTIFICATION_PREFERENCES, emailNotifications: true },
    session.actor,
  );
  return session.actor;
}

async function emailsTo(email: string) {
  const { rows } = await notifications.db.query<{ kind: string; subject: string; text: string }>(
    'SELECT kind, subject, text FROM notifications.emails WHERE to_address = $1 ORDER BY created_at',
    [email],
  );
  return rows;
}

/** Waits until notifications has handled the event (its processed mark is there). */
async function handled(eventId: string) {
  await waitFor(async () => {
    const { rows } = await notifications.db.query('SELECT 1 FROM notifications.processed_events WHERE event_id = $1', [eventId]);
    return rows.length ? true : undefined;
  });
}

/** A brand invites the creator to a product: answers the event once notifications handled it. */
async function invite(brandId: string, creatorId: string, message: string | null = null) {
  const event = await notifications.publish(CatalogueEvents.collaborationInvited, {
    collaborationId: randomUUID(),
    brandId,
    creatorId,
    productId: randomUUID(),
    productName: 'Bolso Andino',
    message,
  });
  await handled(event.eventId);
  return event;
}

/** The opt-out link at the end of an e-mail, and its token. */
function optOutLink(text: string): { url: string; token: string } {
  const url = text.match(/https:\/\/afilia\.example\/baja-emails\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!url) throw new Error(`no opt-out link in:\n${text}`);
  return { url, token: new URL(url).searchParams.get('token')! };
}

describe("a brand's claim e-mail", () => {
  it('has a subject of ours, never the brand’s name; names the brand in the body, with a link that stops its next ones', async () => {
    const { actor, brandId } = await brand('Marca Verificá Tu Cuenta');
    const email = uniqueEmail('reclamo');
    await notifications.call(IdentityRequests.createCreator, { name: 'Sara Reclamo', email, origin: PUBLIC_URL }, actor);

    const [mail] = await waitFor(async () => {
      const found = mailIn(mailbox, email);
      return found.length ? found : undefined;
    });
    expect(mail!.subject).toBe(BRAND_EMAIL_TEXTS.claimSubject);
    expect(mail!.subject).not.toContain('Marca');
    expect(mail!.subject).not.toContain('Verificá');
    // The claim link opened into place as it left, and the sender named as data.
    expect(mail!.text).toMatch(/https?:\/\/\S+\/auth\?claim=\S+/);
    expect(mail!.text).toContain('La marca «Marca Verificá Tu Cuenta» te sumó a sus creadores en Afilia con el nombre «Sara Reclamo».');
    expect(mail!.text).toContain('Este email lo envía Afilia a pedido de la marca «Marca Verificá Tu Cuenta».');
    const { token } = optOutLink(mail!.text);

    // The address refuses the brand; a later claim of the same brand to it sends nothing.
    await notifications.call(IdentityRequests.optOutOfEmails, { token });
    const later = await notifications.publish(IdentityEvents.creatorClaimOffered, {
      creatorId: randomUUID(),
      brandId,
      email,
      creatorName: 'Sara Otra Vez',
      brandName: 'Marca Verificá Tu Cuenta',
      sealedClaimUrl: 'sellado',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await handled(later.eventId);
    expect(await emailsTo(email)).toHaveLength(1);
  });
});

describe("a brand's invitation to collaborate, to a creator who gets e-mails", () => {
  it('is e-mailed under our title, names the brand, makes its links unclickable, and its link stops that brand only', async () => {
    const pushy = await brand('Marca Insistente');
    const polite = await brand('Marca Amable');
    const email = uniqueEmail('sol');
    const sol = await creatorWithEmailOn(email);

    await invite(pushy.brandId, sol.creatorId!, 'Verificá tu cuenta en https://afilia-soporte.com');
    const [first] = await emailsTo(email);
    expect(first).toMatchObject({ kind: 'notification:collaboration_invited', subject: 'Nueva invitación a colaborar' });
    expect(first!.text).toContain(
      'Marca Insistente te invitó a colaborar con su producto "Bolso Andino". Mensaje: "Verificá tu cuenta en https[:]//afilia-soporte[.]com"',
    );
    expect(first!.text).not.toContain('https://afilia-soporte.com');
    expect(first!.text).toContain('Este email lo envía Afilia a pedido de la marca «Marca Insistente».');

    await notifications.call(IdentityRequests.optOutOfEmails, { token: optOutLink(first!.text).token });
    await invite(pushy.brandId, sol.creatorId!);
    await invite(polite.brandId, sol.creatorId!);
    // The bell keeps all three; the refused brand's second e-mail never left, the other brand's did.
    const bell = await notifications.call(NotificationsRequests.list, {}, sol);
    expect(bell.items.filter((n) => n.type === 'collaboration_invited')).toHaveLength(3);
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('a pedido de la marca «Marca Amable»');
  });

  it('reaches one address at most three times a day, whatever the brand; the bell has every invitation', async () => {
    const email = uniqueEmail('popular');
    const sol = await creatorWithEmailOn(email);
    for (let i = 0; i <= RECIPIENT_BRAND_EMAILS_PER_DAY; i++) await invite((await brand(`Marca ${i + 1}`)).brandId, sol.creatorId!);
    expect(await emailsTo(email)).toHaveLength(RECIPIENT_BRAND_EMAILS_PER_DAY);
    const bell = await notifications.call(NotificationsRequests.list, {}, sol);
    expect(bell.items).toHaveLength(RECIPIENT_BRAND_EMAILS_PER_DAY + 1);
  });

  it('sends no more once its brand sent its hour’s invitations', async () => {
    const busy = await brand('Marca Apurada');
    // The brand's last hour, as identity counted it.
    await notifications.db.query(
      `INSERT INTO identity.brand_emails (brand_id, recipient_hash, kind, key)
       SELECT $1, md5(random()::text), 'creator_claim', gen_random_uuid()::text FROM generate_series(1, $2)`,
      [busy.brandId, BRAND_EMAILS_PER_HOUR],
    );
    const email = uniqueEmail('tarde');
    const sol = await creatorWithEmailOn(email);
    await invite(busy.brandId, sol.creatorId!);
    expect((await notifications.call(NotificationsRequests.list, {}, sol)).items).toHaveLength(1);
    expect(await emailsTo(email)).toEqual([]);
  });
});
