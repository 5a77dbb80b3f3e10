import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CampaignsEvents, DEFAULT_NOTIFICATION_PREFERENCES, IdentityRequests, NotificationsRequests, type Actor } from '@afilia/contracts';
import { mailIn, ServiceHarness, uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { NotificationsModule } from '../../src/app.module.js';
import { loadNotificationsEnv } from '../../src/config/env.js';

// Identity runs beside it: it names the people of each brand and creator, with their e-mails.
const mailbox = mkdtempSync(join(tmpdir(), 'afilia-mailbox-'));
const notifications = new ServiceHarness('notifications', (env) =>
  NotificationsModule.register(
    loadNotificationsEnv({ ...process.env, ...env, MAILBOX_DIR: mailbox, PUBLIC_URL: 'https://afilia.example' }),
  ),
);

beforeAll(async () => {
  await notifications.start();
});
afterAll(async () => {
  await notifications.stop();
});

/** A person signed up in identity: their actor and e-mail. */
async function signUp(role: 'brand' | 'creator' | 'agency', name: string): Promise<{ actor: Actor; email: string }> {
  const email = uniqueEmail(role);
  const session = await notifications.call(IdentityRequests.signUp, { name, email, password: 'Segura123', role });
  return { actor: session.actor, email };
}

const emailOn = { ...DEFAULT_NOTIFICATION_PREFERENCES, emailNotifications: true };

async function emailsTo(email: string) {
  const { rows } = await notifications.db.query(
    'SELECT kind, subject, text, status FROM notifications.emails WHERE to_address = $1 ORDER BY created_at',
    [email],
  );
  return rows as { kind: string; subject: string; text: string; status: string }[];
}

/** Waits until the brand's bell holds `count` notifications: the event has been handled. */
async function notified(actor: Actor, count = 1) {
  return waitFor(async () => {
    const list = await notifications.call(NotificationsRequests.list, {}, actor);
    return list.items.length >= count ? list : undefined;
  });
}

const application = (brandId: string, creatorId: string) => ({
  applicationId: randomUUID(),
  campaignId: randomUUID(),
  campaignName: 'Otoño',
  brandId,
  creatorId,
});

describe('notifications by e-mail', () => {
  it('an application e-mails the brand owner who turned e-mail on, once, even when the event comes twice', async () => {
    const owner = await signUp('brand', 'Ana Dueña');
    const sol = await signUp('creator', 'Sol Creadora');
    await notifications.call(NotificationsRequests.updatePreferences, emailOn, owner.actor);
    const event = await notifications.publish(
      CampaignsEvents.applicationSubmitted,
      application(owner.actor.brandIds[0]!, sol.actor.creatorId!),
    );
    await notifications.publish(CampaignsEvents.applicationSubmitted, event, { msgId: randomUUID() });
    await notified(owner.actor);

    const [row] = await waitFor(async () => {
      const rows = await emailsTo(owner.email);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(row).toMatchObject({ kind: 'notification:application_received', subject: 'Nueva aplicación' });
    expect(row!.text).toContain('Hola Ana Dueña,');
    expect(row!.text).toContain('Sol Creadora aplicó a tu campaña "Otoño".');
    expect(row!.text).toContain(`https://afilia.example/dashboard/campaigns/${event.campaignId}/applications`);
    expect(row!.text).toContain('Podés cambiar qué emails recibís en Configuración.');
    expect(mailIn(mailbox, owner.email)[0]).toMatchObject({ subject: 'Nueva aplicación' });

    // A later event is handled after the redelivery: by then a second e-mail would be there.
    const marker = await signUp('brand', 'Marca Testigo');
    await notifications.publish(CampaignsEvents.campaignCreated, {
      campaignId: randomUUID(),
      brandId: marker.actor.brandIds[0]!,
      name: 'Marcador',
      campaignType: 'standard',
      status: 'active',
    });
    await notified(marker.actor);
    expect(await emailsTo(owner.email)).toHaveLength(1);
    expect((await notifications.call(NotificationsRequests.list, {}, owner.actor)).items).toHaveLength(1);
  });

  it('e-mails nobody whose e-mail is off (the default), yet the bell keeps the notification', async () => {
    const owner = await signUp('brand', 'Marca Silenciosa');
    await notifications.publish(CampaignsEvents.campaignCreated, {
      campaignId: randomUUID(),
      brandId: owner.actor.brandIds[0]!,
      name: 'Invierno',
      campaignType: 'standard',
      status: 'active',
    });
    await notified(owner.actor);
    expect(await emailsTo(owner.email)).toEqual([]);
  });

  it('reaches the users of a linked agency, and leaves out a category its person turned off', async () => {
    const agency = await signUp('agency', 'Agencia Norte');
    const brand = await notifications.call(IdentityRequests.createBrand, { name: 'Marca de Agencia' }, agency.actor);
    const scoped = { ...agency.actor, brandIds: [brand.id] };
    await notifications.call(NotificationsRequests.updatePreferences, { ...emailOn, budgetAlerts: false }, agency.actor);
    const budget = {
      campaignId: randomUUID(),
      campaignName: 'Clics',
      brandId: brand.id,
      allocatedCents: 90_000,
      totalBudgetCents: 100_000,
    };
    await notifications.publish(CampaignsEvents.budgetWarning, budget);
    await notifications.publish(CampaignsEvents.campaignCreated, {
      campaignId: budget.campaignId,
      brandId: brand.id,
      name: 'Clics',
      campaignType: 'cpc',
      status: 'active',
    });
    await notified(scoped, 2);
    const rows = await waitFor(async () => {
      const found = await emailsTo(agency.email);
      return found.length ? found : undefined;
    });
    expect(rows.map((r) => r.subject)).toEqual(['Campaña creada']);
  });
});

describe('notification preferences', () => {
  it('start as the defaults, are saved and read back, each person their own', async () => {
    const ana = await signUp('creator', 'Ana Creadora');
    const beto = await signUp('creator', 'Beto Creador');
    expect(await notifications.call(NotificationsRequests.preferences, {}, ana.actor)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const saved = { campaigns: false, conversions: true, fraud: false, budgetAlerts: true, emailNotifications: true };
    expect(await notifications.call(NotificationsRequests.updatePreferences, saved, ana.actor)).toEqual(saved);
    expect(await notifications.call(NotificationsRequests.preferences, {}, ana.actor)).toEqual(saved);

    // Another person reads their own, whatever user the data names.
    const asking = { userId: ana.actor.userId } as unknown as Record<string, never>;
    expect(await notifications.call(NotificationsRequests.preferences, asking, beto.actor)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    await notifications.call(NotificationsRequests.updatePreferences, { ...DEFAULT_NOTIFICATION_PREFERENCES, ...asking }, beto.actor);
    expect(await notifications.call(NotificationsRequests.preferences, {}, ana.actor)).toEqual(saved);
  });

  it('refuses an incomplete body and a request without a person', async () => {
    const ana = await signUp('creator', 'Ana Incompleta');
    const partial = { campaigns: false } as unknown as typeof DEFAULT_NOTIFICATION_PREFERENCES;
    expect(await notifications.failure(NotificationsRequests.updatePreferences, partial, ana.actor)).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await notifications.failure(NotificationsRequests.preferences, {}, null)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
