import { createHmac } from 'node:crypto';
import { LONG, recordFault, uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { connectStore } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';

/**
 * T8: a storm of Tiendanube webhooks on the real gateway and catalogue: every order paid in the
 * store arrives once or more (30 % duplicates), and 5 % of the deliveries carry a forged
 * signature. Each order must be taken once, each forgery refused with 401 and nothing else.
 */
const platform = sharedPlatform();

/** The order of `n`, shuffled the same way on every run. */
function shuffled<T>(items: T[]): T[] {
  let seed = 17;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('a storm of order/paid webhooks (T8)', () => {
  it('takes each paid order once and refuses exactly the forged deliveries', async () => {
    // Each order is fetched from the store's API, which allows 2 requests a second after a burst of 40: the short storm is smaller.
    const deliveries = LONG ? 1000 : 200;
    const forgedCount = Math.round(deliveries * 0.05);
    const duplicateCount = Math.round(deliveries * 0.3);
    const orderCount = deliveries - forgedCount - duplicateCount;

    const res = await platform.api('POST', '/api/v1/auth/sign-up', {
      body: { name: 'Tormenta Moda', email: uniqueEmail('marca'), password: 'Secreta123', role: 'brand' },
    });
    await connectStore(platform, res.json.accessToken);
    const brandId = res.json.user.brands[0].id as string;
    // The store's own deliveries of these orders are forged, so only the storm's can be taken.
    platform.sandbox.clearDeliveries();
    for (let i = 0; i < orderCount; i++) await platform.sandbox.createOrder({ paid: true, delivery: 'bad-signature' });
    const bodies = [
      ...new Set(
        (await platform.sandbox.waitForDeliveries((a) => a.filter((d) => d.event === 'order/paid').length >= orderCount, 60_000))
          .filter((d) => d.event === 'order/paid')
          .map((d) => d.body),
      ),
    ];
    expect(bodies).toHaveLength(orderCount);

    const sign = (body: string) => createHmac('sha256', platform.sandbox.clientSecret).update(body).digest('hex');
    const storm = shuffled([
      ...bodies.map((body) => ({ body, signature: sign(body) })),
      ...bodies.slice(0, duplicateCount).map((body) => ({ body, signature: sign(body) })),
      ...bodies
        .slice(0, forgedCount)
        .map((body) => ({ body, signature: createHmac('sha256', 'not-the-secret').update(body).digest('hex') })),
    ]);
    const statuses: number[] = [];
    const latencies: number[] = [];
    let next = 0;
    // Twenty deliveries in flight at once, as a store's workers send them.
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < storm.length) {
          const delivery = storm[next++]!;
          const started = performance.now();
          const answer = await fetch(`${platform.baseUrl}/webhooks/tiendanube`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-linkedstore-hmac-sha256': delivery.signature },
            body: delivery.body,
          });
          await answer.arrayBuffer();
          latencies.push(performance.now() - started);
          statuses.push(answer.status);
        }
      }),
    );

    // The webhook is answered once it is safely received; the order is fetched and announced after.
    const taken = () =>
      platform.db
        .query<{ order_id: string; n: number }>(
          `SELECT payload->>'orderId' AS order_id, count(*)::int AS n FROM catalogue.outbox
            WHERE subject = 'catalogue.order.paid' AND payload->>'brandId' = $1 GROUP BY 1`,
          [brandId],
        )
        .then((r) => r.rows);
    const stormEnded = Date.now();
    await waitFor(async () => ((await taken()).length >= orderCount ? true : undefined), {
      timeoutMs: 180_000,
      what: 'every paid order to be taken',
    }).catch(() => undefined);
    const rows = await taken();
    const takenInS = Math.round((Date.now() - stormEnded) / 1000);
    const refused = statuses.filter((s) => s === 401).length;
    const lost = orderCount - rows.length;
    const countedTwice = rows.filter((r) => r.n > 1).length;
    const others = statuses.filter((s) => s !== 401 && (s < 200 || s > 299));
    latencies.sort((a, b) => a - b);
    const p99 = Math.round(latencies[Math.floor(latencies.length * 0.99)]!);
    recordFault({
      id: 'T8',
      scenario: 'Tormenta de webhooks',
      load: `${storm.length} order/paid, 20 a la vez`,
      faults: `${duplicateCount} duplicados (30 %), ${forgedCount} con firma falsa (5 %)`,
      requests: storm.length,
      lost,
      countedTwice,
      notes: `${rows.length} de ${orderCount} órdenes tomadas ${takenInS} s después (la API de la tienda: 2 pedidos/s); ${refused} × 401; ${others.length} otras respuestas; p99 ${p99} ms`,
      passed: lost === 0 && countedTwice === 0 && refused === forgedCount && others.length === 0,
    });
    expect({ lost, countedTwice, refused, others }).toEqual({ lost: 0, countedTwice: 0, refused: forgedCount, others: [] });
  }, 600_000);
});
