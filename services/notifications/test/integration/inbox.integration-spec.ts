import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CampaignsEvents, IdentityRequests, NotificationsRequests } from '@afilia/contracts';
import { agencyActor, brandActor, creatorActor, ServiceHarness, uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { NotificationsModule } from '../../src/app.module.js';
import { loadNotificationsEnv } from '../../src/config/env.js';

// Identity runs beside it: the notifications name the creator and the brand.
const notifications = new ServiceHarness('notifications', (env) =>
  NotificationsModule.register(
    loadNotificationsEnv({ ...process.env, ...env, MAILBOX_DIR: mkdtempSync(join(tmpdir(), 'afilia-mailbox-')) }),
  ),
);

beforeAll(async () => {
  await notifications.start();
});
afterAll(async () => {
  await notifications.stop();
});

async function creator(name: string) {
  const session = await notifications.call(IdentityRequests.signUp, {
    name,
    email: uniqueEmail('creador'),
    password: 'Segura123',
    role: 'creator',
  });
  return session.actor;
}

async function notificationsOf(actor: Parameters<typeof notifications.call>[2], count: number) {
  return waitFor(async () => {
    const list = await notifications.call(NotificationsRequests.list, {}, actor);
    return list.items.length >= count ? list : undefined;
  });
}

describe('the bell’s notifications', () => {
  it('an application reaches the brand once, naming the creator, even when the event comes twice', async () => {
    const brand = brandActor();
    const sol = await creator('Sol Creadora');
    const event = await notifications.publish(CampaignsEvents.applicationSubmitted, {
      applicationId: randomUUID(),
      campaignId: randomUUID(),
      campaignName: 'Otoño',
      brandId: brand.brandIds[0]!,
      creatorId: sol.creatorId!,
    });
    await notifications.publish(CampaignsEvents.applicationSubmitted, event, { msgId: randomUUID() });
    const list = await notificationsOf(brand, 1);
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      type: 'application_received',
      title: 'Nueva aplicación',
      message: 'Sol Creadora aplicó a tu campaña "Otoño".',
      link: `/dashboard/campaigns/${event.campaignId}/applications`,
      read: false,
    });
    await notifications.consumed(CampaignsEvents.applicationSubmitted);
    expect((await notifications.call(NotificationsRequests.list, {}, brand)).items).toHaveLength(1);
    const { rows } = await notifications.db.query(
      "SELECT count(*)::int AS n FROM notifications.outbox WHERE subject = 'notifications.notification.created' AND payload->>'audienceId' = $1",
      [brand.brandIds[0]],
    );
    expect(rows[0].n).toBe(1);
  });

  it('is read only by its audience: the brand’s agency yes, another brand or a creator no', async () => {
    const brand = brandActor();
    await notifications.publish(CampaignsEvents.campaignCreated, {
      campaignId: randomUUID(),
      brandId: brand.brandIds[0]!,
      name: 'Invierno',
      campaignType: 'standard',
      status: 'active',
    });
    const [mine] = (await notificationsOf(brand, 1)).items;
    const agency = agencyActor([brandActor().brandIds[0]!, brand.brandIds[0]!]);
    expect((await notifications.call(NotificationsRequests.list, { brandId: brand.brandIds[0] }, agency)).items).toHaveLength(1);
    expect((await notifications.call(NotificationsRequests.list, {}, brandActor())).items).toEqual([]);
    for (const outsider of [brandActor(), creatorActor()])
      expect(await notifications.failure(NotificationsRequests.markRead, { id: mine!.id }, outsider)).toMatchObject({ code: 'NOT_FOUND' });
    await notifications.call(NotificationsRequests.markRead, { id: mine!.id }, brand);
    expect((await notifications.call(NotificationsRequests.list, {}, brand)).unread).toBe(0);
  });

  it('an acceptance reaches the creator with the brand’s name; mark all read clears the count', async () => {
    const sol = await creator('Sol Creadora');
    const applicationId = randomUUID();
    await notifications.publish(CampaignsEvents.applicationAccepted, {
      applicationId,
      campaignId: randomUUID(),
      campaignName: 'Otoño',
      brandId: randomUUID(),
      creatorId: sol.creatorId!,
      campaignType: 'standard',
      paymentMethod: 'direct',
      productIds: [],
      targetUrl: null,
      commissionType: 'percentage',
      commissionValue: 15,
    });
    const list = await notificationsOf(sol, 1);
    expect(list.items[0]).toMatchObject({
      type: 'application_accepted',
      message: 'La marca aceptó tu aplicación a "Otoño". Tus links ya están listos.',
      link: `/dashboard/my-applications?application=${applicationId}`,
    });
    await notifications.call(NotificationsRequests.markAllRead, {}, sol);
    expect((await notifications.call(NotificationsRequests.list, {}, sol)).unread).toBe(0);
  });
});
