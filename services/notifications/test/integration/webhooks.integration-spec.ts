import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CampaignsEvents,
  IdentityRequests,
  NotificationsRequests,
  TrackingEvents,
  WEBHOOK_HEADERS,
  WEBHOOK_RETRY_MINUTES,
  WEBHOOK_TEXTS,
  webhookBodySchema,
} from '@afilia/contracts';
import { asSystem } from '@afilia/service-kit';
import {
  adminActor,
  agencyActor,
  brandActor,
  creatorActor,
  ServiceHarness,
  uniqueEmail,
  waitFor,
  WebhookReceiver,
} from '@afilia/service-kit/testing';
import { NotificationsModule } from '../../src/app.module.js';
import { loadNotificationsEnv } from '../../src/config/env.js';
import { WebhookSender } from '../../src/webhooks/webhook-sender.js';

const receiver = new WebhookReceiver();

let notifications: ServiceHarness;

beforeAll(async () => {
  await receiver.start();
  notifications = new ServiceHarness('notifications', (env) =>
    NotificationsModule.register(
      loadNotificationsEnv({
        ...process.env,
        ...env,
        MAILBOX_DIR: mkdtempSync(join(tmpdir(), 'afilia-mailbox-')),
        WEBHOOK_ALLOW_ORIGINS: receiver.origin,
      }),
    ),
  );
  await notifications.start();
});
afterAll(async () => {
  await notifications.stop();
  await receiver.stop();
});
beforeEach(() => {
  receiver.received = [];
  receiver.answers = [];
});

const signedBy = WebhookReceiver.verifies;

async function creatorNamed(name: string) {
  const session = await notifications.call(IdentityRequests.signUp, {
    name,
    email: uniqueEmail('creador'),
    password: 'Segura123',
    role: 'creator',
  });
  return session.actor.creatorId!;
}

function sale(brandId: string, creatorId: string) {
  return {
    brandId,
    creatorId,
    orderId: String(Math.floor(Math.random() * 1e9)),
    orderNumber: '1042',
    transactionIds: [randomUUID()],
    attributedBy: 'link' as const,
    currency: 'ARS',
    totalCents: 1_500_000,
    creatorCents: 150_000,
    isTest: false,
  };
}

async function endpoint(brand = brandActor(), path = '/hooks', events: string[] = ['sale.created']) {
  const made = await notifications.call(
    NotificationsRequests.createWebhook,
    { brandId: brand.brandIds[0]!, url: `${receiver.origin}${path}`, events: events as ['sale.created'], description: 'ERP' },
    brand,
  );
  return { brand, made };
}

/** A pass of the sender, as its timer runs it: the service's own work, at `now`. */
const sendDue = (now?: Date) => asSystem(() => notifications.app.get(WebhookSender).run(now));

const arrivals = (path: string, count: number) => receiver.arrivals(path, count);

describe("a brand's webhooks", () => {
  it('deliver a sale signed with the endpoint’s secret, once, however often the event comes', async () => {
    const { brand, made } = await endpoint(brandActor(), '/ventas');
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ events: ['sale.created'], active: true, secretHint: `${made.secret.slice(0, 12)}…` });
    const creatorId = await creatorNamed('Vera Ventas');
    const event = await notifications.publish(TrackingEvents.saleAttributed, sale(brand.brandIds[0]!, creatorId));
    await notifications.publish(TrackingEvents.saleAttributed, event, { msgId: randomUUID() });
    const [delivery] = await arrivals('/ventas', 1);
    await notifications.consumed(TrackingEvents.saleAttributed);
    expect(signedBy(made.secret, delivery!)).toBe(true);
    // The body is the documented shape (webhookBodySchema), and this one's data is a sale's.
    const body = webhookBodySchema.parse(JSON.parse(delivery!.body));
    expect(body).toEqual({
      id: delivery!.headers[WEBHOOK_HEADERS.id],
      event: 'sale.created',
      createdAt: expect.any(String),
      brandId: brand.brandIds[0],
      data: {
        orderId: event.orderId,
        orderNumber: '1042',
        creator: { id: creatorId, name: 'Vera Ventas' },
        attributedBy: 'link',
        currency: 'ARS',
        totalCents: 1_500_000,
        creatorCents: 150_000,
        transactionIds: event.transactionIds,
        test: false,
      },
    });
    expect(delivery!.headers[WEBHOOK_HEADERS.event]).toBe('sale.created');
    expect(delivery!.headers['content-type']).toBe('application/json');
    // Another secret does not verify it: the signature is the endpoint's.
    expect(signedBy('whsec_otro', delivery!)).toBe(false);
    // Both copies were handled (consumed above): one delivery was queued, and a pass sends nothing more.
    const queued = await notifications.db.query(`SELECT count(*)::int AS n FROM notifications.webhook_deliveries WHERE brand_id = $1`, [
      brand.brandIds[0],
    ]);
    expect(queued.rows[0].n).toBe(1);
    await sendDue();
    expect(receiver.at('/ventas')).toHaveLength(1);
    const log = await notifications.call(NotificationsRequests.webhookDeliveries, { brandId: brand.brandIds[0]!, id: made.id }, brand);
    expect(log.items).toEqual([
      expect.objectContaining({
        id: body.id,
        event: 'sale.created',
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
        error: null,
        body: delivery!.body,
      }),
    ]);
  });

  it('go only to endpoints that chose the event, and to none of another brand', async () => {
    const { brand } = await endpoint(brandActor(), '/solo-conversiones', ['conversion.created']);
    const other = await endpoint(brandActor(), '/otra-marca', ['sale.created']);
    const creatorId = await creatorNamed('Nadia Nada');
    await notifications.publish(TrackingEvents.saleAttributed, sale(brand.brandIds[0]!, creatorId));
    await notifications.consumed(TrackingEvents.saleAttributed);
    await sendDue();
    expect(receiver.received).toEqual([]);
    const rows = await notifications.db.query(`SELECT count(*)::int AS n FROM notifications.webhook_deliveries WHERE brand_id = $1`, [
      other.brand.brandIds[0],
    ]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('retry an endpoint that fails on the schedule, for a day, then fail; a resend sends the same id and body again', async () => {
    const { brand, made } = await endpoint(brandActor(), '/cae', ['application.received']);
    receiver.answers = [500];
    const creatorId = await creatorNamed('Rita Reintento');
    await notifications.publish(CampaignsEvents.applicationSubmitted, {
      applicationId: randomUUID(),
      campaignId: randomUUID(),
      campaignName: 'Primavera',
      brandId: brand.brandIds[0]!,
      creatorId,
    });
    const [first] = await arrivals('/cae', 1);
    const id = String(first!.headers[WEBHOOK_HEADERS.id]);
    const row = async () =>
      (await notifications.db.query(`SELECT * FROM notifications.webhook_deliveries WHERE id = $1`, [id])).rows[0] as {
        status: string;
        attempts: number;
        next_attempt_at: Date;
        last_attempt_at: Date;
        response_status: number;
      };
    const failed = await waitFor(async () => ((await row()).attempts === 1 ? row() : undefined));
    expect(failed).toMatchObject({ status: 'pending', response_status: 500 });
    expect(failed.next_attempt_at.getTime() - failed.last_attempt_at.getTime()).toBe(WEBHOOK_RETRY_MINUTES[0] * 60_000);
    // Every retry fails, each due when the schedule says: a day of them, then the delivery fails.
    receiver.answers = WEBHOOK_RETRY_MINUTES.map(() => 503);
    for (const minutes of WEBHOOK_RETRY_MINUTES) {
      const before = await row();
      expect(await sendDue(new Date(before.next_attempt_at.getTime() - 1000))).toBe(0);
      await sendDue(new Date(before.next_attempt_at.getTime() + 10));
      const after = await row();
      expect(after.attempts).toBe(before.attempts + 1);
      if (after.status === 'pending')
        expect(after.next_attempt_at.getTime() - after.last_attempt_at.getTime()).toBeGreaterThan(minutes * 60_000);
    }
    expect(await row()).toMatchObject({
      status: 'failed',
      attempts: 1 + WEBHOOK_RETRY_MINUTES.length,
      next_attempt_at: null,
      response_status: 503,
    });
    const all = receiver.at('/cae');
    expect(new Set(all.map((r) => r.headers[WEBHOOK_HEADERS.id]))).toEqual(new Set([id]));
    expect(new Set(all.map((r) => r.body)).size).toBe(1);
    // The brand resends it: one more attempt, same id and body, signed anew.
    const resent = await notifications.call(
      NotificationsRequests.resendWebhookDelivery,
      { brandId: brand.brandIds[0]!, deliveryId: id },
      brand,
    );
    expect(resent.status).toBe('pending');
    const again = await arrivals('/cae', all.length + 1);
    expect(again.at(-1)).toMatchObject({ body: first!.body, headers: expect.objectContaining({ [WEBHOOK_HEADERS.id]: id }) });
    expect(signedBy(made.secret, again.at(-1)!)).toBe(true);
    await waitFor(async () => ((await row()).status === 'delivered' ? true : undefined));
  });

  it('sign with the new secret after a rotation; a paused endpoint receives nothing; a ping arrives on demand', async () => {
    const { brand, made } = await endpoint(brandActor(), '/rota');
    const brandId = brand.brandIds[0]!;
    const rotated = await notifications.call(NotificationsRequests.rotateWebhookSecret, { brandId, id: made.id }, brand);
    expect(rotated.secret).not.toBe(made.secret);
    expect(rotated.secretRotatedAt).not.toBeNull();
    await notifications.call(NotificationsRequests.testWebhook, { brandId, id: made.id }, brand);
    const [ping] = await arrivals('/rota', 1);
    expect(JSON.parse(ping!.body)).toMatchObject({ event: 'webhook.ping', data: { message: 'Prueba de Afilia' } });
    expect(signedBy(rotated.secret, ping!)).toBe(true);
    expect(signedBy(made.secret, ping!)).toBe(false);
    // A test that fails is tried once: pressing 'Enviar prueba' never schedules a day of retries.
    receiver.answers = [500];
    const failing = await notifications.call(NotificationsRequests.testWebhook, { brandId, id: made.id }, brand);
    await arrivals('/rota', 2);
    const once = await waitFor(async () => {
      const { rows } = await notifications.db.query(
        `SELECT status, attempts, next_attempt_at FROM notifications.webhook_deliveries WHERE id = $1`,
        [failing.id],
      );
      return rows[0].attempts === 1 ? rows[0] : undefined;
    });
    expect(once).toEqual({ status: 'failed', attempts: 1, next_attempt_at: null });
    // Paused: the brand's sale is not queued for it.
    await notifications.call(NotificationsRequests.updateWebhook, { brandId, id: made.id, active: false }, brand);
    await notifications.publish(TrackingEvents.saleAttributed, sale(brandId, await creatorNamed('Pausa Ida')));
    await notifications.consumed(TrackingEvents.saleAttributed);
    await sendDue();
    expect(receiver.at('/rota')).toHaveLength(2);
  });

  it('is the brand’s own: another brand, a creator and an admin are held where they should be', async () => {
    const { brand, made } = await endpoint(brandActor(), '/mia');
    const brandId = brand.brandIds[0]!;
    const stranger = brandActor();
    for (const actor of [stranger, creatorActor()]) {
      expect((await notifications.failure(NotificationsRequests.listWebhooks, { brandId }, actor)).code).toBe('FORBIDDEN');
      expect((await notifications.failure(NotificationsRequests.deleteWebhook, { brandId, id: made.id }, actor)).code).toBe('FORBIDDEN');
    }
    // Another brand naming its own brand with this endpoint's id finds nothing.
    const foreign = await notifications.failure(
      NotificationsRequests.rotateWebhookSecret,
      { brandId: stranger.brandIds[0]!, id: made.id },
      stranger,
    );
    expect(foreign).toMatchObject({ code: 'NOT_FOUND', message: WEBHOOK_TEXTS.notFound });
    // The brand's agency manages it; an admin sees it but holds no secret.
    const agency = agencyActor([brandId]);
    expect(await notifications.call(NotificationsRequests.listWebhooks, { brandId }, agency)).toHaveLength(1);
    const admin = adminActor();
    expect((await notifications.call(NotificationsRequests.listWebhooks, { brandId }, admin))[0]).not.toHaveProperty('secret');
    expect((await notifications.failure(NotificationsRequests.rotateWebhookSecret, { brandId, id: made.id }, admin)).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (
        await notifications.failure(
          NotificationsRequests.createWebhook,
          { brandId, url: `${receiver.origin}/x`, events: ['sale.created'] },
          admin,
        )
      ).code,
    ).toBe('FORBIDDEN');
    // The secret rests sealed: the table holds no whsec_.
    const { rows } = await notifications.db.query(`SELECT secret_sealed FROM notifications.webhook_endpoints WHERE id = $1`, [made.id]);
    expect(rows[0].secret_sealed).not.toContain(made.secret);
    expect(rows[0].secret_sealed).toMatch(/^v1:/);
  });

  it('refuses destinations inside, plain http, a repeated URL and an eleventh endpoint, with the form’s words', async () => {
    const brand = brandActor();
    const brandId = brand.brandIds[0]!;
    const refused = (url: string) =>
      notifications.failure(NotificationsRequests.createWebhook, { brandId, url, events: ['sale.created'] }, brand);
    expect(await refused('https://10.0.0.8/hooks')).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: WEBHOOK_TEXTS.urlPrivate,
      field: 'url',
    });
    expect(await refused('https://169.254.169.254/latest')).toMatchObject({ message: WEBHOOK_TEXTS.urlPrivate });
    expect(await refused('https://[::1]:9/x')).toMatchObject({ message: WEBHOOK_TEXTS.urlPrivate });
    expect(await refused('http://erp.example.com/hooks')).toMatchObject({ message: WEBHOOK_TEXTS.urlHttps, field: 'url' });
    expect(await refused('ftp://erp.example.com/hooks')).toMatchObject({ message: WEBHOOK_TEXTS.urlInvalid });
    expect(await refused('no es una url')).toMatchObject({ message: WEBHOOK_TEXTS.urlInvalid });
    await endpoint(brand, '/una');
    expect(await refused(`${receiver.origin}/una`)).toMatchObject({ code: 'ALREADY_EXISTS', message: WEBHOOK_TEXTS.urlTaken });
    for (let i = 2; i <= 10; i++) await endpoint(brand, `/n${i}`);
    expect(await refused(`${receiver.origin}/n11`)).toMatchObject({ message: WEBHOOK_TEXTS.tooMany });
    const events = await notifications.failure(
      NotificationsRequests.createWebhook,
      { brandId, url: `${receiver.origin}/e`, events: [] },
      brand,
    );
    expect(events).toMatchObject({ message: WEBHOOK_TEXTS.eventsRequired, field: 'events' });
  });
});
