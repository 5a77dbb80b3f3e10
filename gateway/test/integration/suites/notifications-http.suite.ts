import { mailIn, uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { refreshCookieOf } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';

const platform = sharedPlatform();

/** Streams a test opened; closed after it whatever its outcome, so the platform can stop. */
const streams: { close(): void }[] = [];

/** Opens the live stream as this person and collects its events. */
async function listen(token: string, baseUrl = platform.baseUrl) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.18.9.9' },
    signal: controller.signal,
  });
  const events: { event: string; data: any }[] = [];
  if (!res.ok) return { res, events, ended: Promise.resolve(), close: () => controller.abort() };
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return { res, events, ended, close: () => controller.abort() };
}

describe('the bell, live', () => {
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  it('a creator applies; the brand’s open stream gets it, another brand’s does not; the list and marks follow', async () => {
    const brand = await platform.signUp('brand', 'Marca Faro');
    const other = await platform.signUp('brand');
    const creator = await platform.signUp('creator', 'Sol Creadora');
    const product = await platform.api('POST', '/api/v1/products', {
      token: brand.token,
      body: { name: 'Gorra Faro', priceCents: 150000 },
    });
    const campaign = await platform.api('POST', '/api/v1/campaigns', {
      token: brand.token,
      body: { campaignType: 'standard', name: 'Faro', productIds: [product.json.id] },
    });
    const mine = await listen(brand.token);
    const theirs = await listen(other.token);
    streams.push(mine, theirs);
    expect(mine.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The campaign's own notification may arrive first; wait for the application's.
    await platform.api('POST', `/api/v1/campaigns/${campaign.json.id}/applications`, { token: creator.token, body: {} });
    const received = await waitFor(async () => mine.events.find((e) => e.data.type === 'application_received'), {
      what: 'the application on the brand’s stream',
    });
    expect(received.data).toMatchObject({ title: 'Nueva aplicación', message: 'Sol Creadora aplicó a tu campaña "Faro".', read: false });
    expect(theirs.events).toEqual([]);

    const list = await platform.api('GET', '/api/v1/notifications', { token: brand.token });
    expect(list.json.unread).toBe(2);
    // Each comes from its own consumer: which one is written first is not fixed.
    expect(list.json.items.map((n: { type: string }) => n.type).sort()).toEqual(['application_received', 'campaign_created']);
    await platform.api('POST', `/api/v1/notifications/${received.data.id}/read`, { token: brand.token, body: {} });
    expect((await platform.api('GET', '/api/v1/notifications', { token: brand.token })).json.unread).toBe(1);
    await platform.api('POST', '/api/v1/notifications/read-all', { token: brand.token, body: {} });
    expect((await platform.api('GET', '/api/v1/notifications', { token: brand.token })).json.unread).toBe(0);
    expect((await platform.api('POST', `/api/v1/notifications/${received.data.id}/read`, { token: other.token, body: {} })).status).toBe(
      404,
    );
  });

  it('with two gateway replicas, each delivers to the streams it holds', async () => {
    const replica = await platform.startGatewayReplica();
    const brand = await platform.signUp('brand', 'Marca Doble');
    const creator = await platform.signUp('creator', 'Leo Creador');
    const product = await platform.api('POST', '/api/v1/products', { token: brand.token, body: { name: 'Taza Doble', priceCents: 90000 } });
    const campaign = await platform.api('POST', '/api/v1/campaigns', {
      token: brand.token,
      body: { campaignType: 'standard', name: 'Doble', productIds: [product.json.id] },
    });
    // The same person in two browsers, each stream held by another replica.
    const onFirst = await listen(brand.token);
    const onSecond = await listen(brand.token, replica);
    streams.push(onFirst, onSecond);
    await platform.api('POST', `/api/v1/campaigns/${campaign.json.id}/applications`, { token: creator.token, body: {} });
    const application = (s: typeof onFirst) =>
      waitFor(async () => s.events.find((e) => e.data.type === 'application_received'), {
        what: 'the application on each replica’s stream',
      });
    const [first, second] = await Promise.all([application(onFirst), application(onSecond)]);
    expect(second.data.id).toBe(first.data.id);
    expect(onSecond.events.filter((e) => e.data.type === 'application_received')).toHaveLength(1);
  });

  it('holds three streams per person: the other 297 of one account are refused, and everybody else is answered meanwhile', async () => {
    const email = uniqueEmail('pestanas');
    const signedUp = await platform.api('POST', '/api/v1/auth/sign-up', {
      body: { name: 'Muchas Pestañas', email, password: 'Secreta123', role: 'creator' },
    });
    const token = signedUp.json.accessToken as string;
    const opened = await Promise.all(Array.from({ length: 300 }, () => listen(token)));
    streams.push(...opened);
    const statuses = opened.map((s) => s.res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(297);
    const refused = opened.find((s) => s.res.status === 429)!;
    expect(refused.res.headers.get('retry-after')).toBe('60');
    expect(await refused.res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Ya tenés 3 pestañas con notificaciones en vivo. En esta se actualizan cada minuto.',
    });
    // Health and another person's calls are answered while the three stay open.
    expect((await fetch(`${platform.baseUrl}/health`)).status).toBe(200);
    const other = await platform.signUp('brand');
    expect((await platform.api('GET', '/api/v1/auth/me', { token: other.token })).status).toBe(200);

    // Signing out closes them before the answer, and a new session opens streams again.
    const held = opened.filter((s) => s.res.status === 200);
    await platform.api('POST', '/api/v1/auth/sign-out', { cookie: refreshCookieOf(signedUp.headers)! });
    await Promise.all(held.map((s) => s.ended));
    const again = await platform.api('POST', '/api/v1/auth/sign-in', { body: { email, password: 'Secreta123' } });
    const fresh = await listen(again.json.accessToken);
    streams.push(fresh);
    expect(fresh.res.status).toBe(200);
  });

  it('refuses a stream without a session', async () => {
    expect((await fetch(`${platform.baseUrl}/api/v1/notifications/stream`)).status).toBe(401);
  });
});

describe('notification preferences', () => {
  const PREFERENCES = '/api/v1/notifications/preferences';

  it('answer the defaults, are saved with PUT and read back, each person their own', async () => {
    const ana = await platform.signUp('creator');
    const beto = await platform.signUp('agency');
    const defaults = { campaigns: true, conversions: true, fraud: true, budgetAlerts: true, emailNotifications: false };
    expect(await platform.api('GET', PREFERENCES, { token: ana.token })).toMatchObject({ status: 200, json: defaults });

    const saved = { campaigns: true, conversions: false, fraud: true, budgetAlerts: false, emailNotifications: true };
    expect(await platform.api('PUT', PREFERENCES, { token: ana.token, body: saved })).toMatchObject({ status: 200, json: saved });
    expect((await platform.api('GET', PREFERENCES, { token: ana.token })).json).toEqual(saved);
    expect((await platform.api('GET', PREFERENCES, { token: beto.token })).json).toEqual(defaults);
  });

  it('refuses a body that is not the five switches, and a caller without a session', async () => {
    const ana = await platform.signUp('creator');
    const bad = await platform.api('PUT', PREFERENCES, { token: ana.token, body: { campaigns: 'sí' } });
    expect(bad.status).toBe(400);
    expect((await platform.api('GET', PREFERENCES)).status).toBe(401);
  });

  it('a brand with e-mail on gets a creator’s application by e-mail, linking to the platform', async () => {
    const brand = await platform.signUp('brand', 'Marca Correo');
    const creator = await platform.signUp('creator', 'Sol Creadora');
    await platform.api('PUT', PREFERENCES, {
      token: brand.token,
      body: { campaigns: true, conversions: true, fraud: true, budgetAlerts: true, emailNotifications: true },
    });
    const product = await platform.api('POST', '/api/v1/products', {
      token: brand.token,
      body: { name: 'Gorra Correo', priceCents: 150000 },
    });
    const campaign = await platform.api('POST', '/api/v1/campaigns', {
      token: brand.token,
      body: { campaignType: 'standard', name: 'Correo', productIds: [product.json.id] },
    });
    await platform.api('POST', `/api/v1/campaigns/${campaign.json.id}/applications`, { token: creator.token, body: {} });
    const mail = await waitFor(async () => mailIn(platform.mailbox, brand.email).find((m) => m.subject === 'Nueva aplicación'), {
      what: 'the application e-mail',
    });
    expect(mail.text).toContain('Hola Marca Correo,');
    expect(mail.text).toContain('Sol Creadora aplicó a tu campaña "Correo".');
    expect(mail.text).toContain(`${platform.baseUrl}/dashboard/campaigns/${campaign.json.id}/applications`);
  });
});
