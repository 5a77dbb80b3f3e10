import { randomUUID } from 'node:crypto';
import { jetstream, DeliverPolicy } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { CatalogueEvents, CatalogueRequests, streamOf } from '@afilia/contracts';
import { runInRequestContext } from '@afilia/service-kit';
import { brandActor, waitFor } from '@afilia/service-kit/testing';
import type { Sandbox } from '@afilia/tiendanube-sandbox';
import { WEBHOOK_EVENTS } from '../../src/store/store.service.js';
import type { CatalogueHarness } from '../support/catalogue-harness.js';
import { catalogueWithSandbox, connectThroughOauth, STOREFRONT_SCRIPT_ID, testSandbox, type Forwarder } from '../support/store-fixture.js';

let sandbox: Sandbox;
let forwarder: Forwarder;
let catalogue: CatalogueHarness;

beforeAll(async () => {
  sandbox = await testSandbox({ products: 250 });
  ({ catalogue, forwarder } = await catalogueWithSandbox(sandbox));
});

afterAll(async () => {
  await catalogue.stop();
  await forwarder.close();
  await sandbox.close();
});

async function finishedSync(actor: ReturnType<typeof brandActor>) {
  const job = await catalogue.call(CatalogueRequests.startSync, {}, actor);
  return waitFor(
    async () => {
      const now = await catalogue.call(CatalogueRequests.getSync, { id: job.id }, actor);
      return now.status === 'running' ? undefined : now;
    },
    { timeoutMs: 60_000, what: 'the sync to finish' },
  );
}

/** Every catalogue.order.paid for an order that reached JetStream. */
async function paidEventsOnStream(orderId: string): Promise<number> {
  const consumer = await jetstream(catalogue.nc).consumers.get(streamOf('catalogue')!.name, {
    filter_subjects: 'catalogue.order.paid',
    deliver_policy: DeliverPolicy.All,
  });
  let count = 0;
  for (;;) {
    const msg = await consumer.next({ expires: 1000 });
    if (!msg) return count;
    if ((msg.json() as { orderId: string }).orderId === orderId) count += 1;
  }
}

/** The payloads catalogue queued on a subject for a brand, oldest first. */
async function queued(subject: string, brandId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await catalogue.db.query(
    "SELECT payload FROM catalogue.outbox WHERE subject = $1 AND payload->>'brandId' = $2 ORDER BY created_at, id",
    [subject, brandId],
  );
  return rows.map((row: { payload: Record<string, unknown> }) => row.payload);
}

/** The product pages announced for a brand, in order. */
async function announcedPages(brandId: string): Promise<{ productId: string; pageUrl: string | null }[]> {
  return (await queued('catalogue.product.pages-changed', brandId)).flatMap(
    (p) => p['pages'] as { productId: string; pageUrl: string | null }[],
  );
}

describe('connecting a Tiendanube store', () => {
  const brand = brandActor();

  it('goes through OAuth and stores the token encrypted, labelled as the test store', async () => {
    const { result } = await connectThroughOauth(catalogue, brand);
    expect(result).toEqual({
      brandId: brand.brandIds[0],
      returnPath: '/dashboard/brand-settings',
      message: 'Tiendanube conectado exitosamente',
    });
    const status = await catalogue.call(CatalogueRequests.storeStatus, {}, brand);
    expect(status).toMatchObject({ connected: true, storeId: String(sandbox.storeId), sandbox: true });
    const { rows } = await catalogue.db.query('SELECT access_token_encrypted FROM catalogue.store_connections WHERE brand_id = $1', [
      brand.brandIds[0],
    ]);
    const tokens = [...sandbox.state.tokens.keys()];
    expect(rows[0].access_token_encrypted).toMatch(/^v1:/);
    for (const token of tokens) expect(rows[0].access_token_encrypted).not.toContain(token);
    // Where store links lead: the storefront, announced for tracking.
    expect(await queued('catalogue.store.connected', brand.brandIds[0]!)).toEqual([
      expect.objectContaining({ brandId: brand.brandIds[0], storeUrl: `${sandbox.url}/` }),
    ]);
  });

  it("keeps the brand's connection below the service code: a query that forgets the scope, or runs as another brand, reads none", async () => {
    // The service's own data source, as its own role: what any of its code would query through.
    const dataSource = catalogue.app.get(DataSource);
    const connections = () =>
      dataSource.query('SELECT brand_id FROM catalogue.store_connections WHERE store_id = $1', [String(sandbox.storeId)]);
    expect(await connections()).toEqual([]);
    expect(await runInRequestContext({ requestId: randomUUID(), actor: brandActor() }, connections)).toEqual([]);
    expect(await runInRequestContext({ requestId: randomUUID(), actor: brand }, connections)).toEqual([{ brand_id: brand.brandIds[0] }]);
    // A token read by a forgetful query is not there to leak.
    expect(
      await dataSource.query('SELECT count(*)::int AS n FROM catalogue.store_connections WHERE access_token_encrypted IS NOT NULL'),
    ).toEqual([{ n: 0 }]);
  });

  it('registers every webhook it listens to on a store that had none (Tiendanube answers "Last page is 0")', async () => {
    // The store of the test above had none: its list answered 404 "Last page is 0".
    const registered = [...sandbox.state.webhooks.values()].map((w) => `${w.event} ${w.url}`).sort();
    expect(registered).toEqual(WEBHOOK_EVENTS.map((event) => `${event} ${forwarder.url}/webhooks/tiendanube`).sort());
  });

  it('associates the storefront script with the store, pointed at the brand that connected it', async () => {
    const scripts = () =>
      [...sandbox.state.scripts.values()].map((s) => ({ scriptId: s.script_id, params: JSON.parse(s.query_params ?? '{}') }));
    const origin = new URL(forwarder.url).origin;
    expect(scripts()).toEqual([{ scriptId: STOREFRONT_SCRIPT_ID, params: { brand: brand.brandIds[0], origin } }]);
    // Another brand connecting the same store takes the script over; still one association.
    const other = brandActor();
    await connectThroughOauth(catalogue, other);
    expect(scripts()).toEqual([{ scriptId: STOREFRONT_SCRIPT_ID, params: { brand: other.brandIds[0], origin } }]);
    await connectThroughOauth(catalogue, brand);
    expect(scripts()).toEqual([{ scriptId: STOREFRONT_SCRIPT_ID, params: { brand: brand.brandIds[0], origin } }]);
  });

  it('refuses a state used twice, or one issued to someone else', async () => {
    const first = await connectThroughOauth(catalogue, brand);
    const again = await catalogue.failure(CatalogueRequests.connectStore, { code: first.code, state: first.state }, brand);
    expect(again.code).toBe('OAUTH_STATE_INVALID');
    const { authUrl } = await catalogue.call(CatalogueRequests.authorizeUrl, { returnPath: '/dashboard/products' }, brand);
    const state = new URL(authUrl).searchParams.get('state')!;
    const stranger = await catalogue.failure(CatalogueRequests.connectStore, { code: 'x', state }, brandActor());
    expect(stranger.code).toBe('OAUTH_STATE_INVALID');
  });

  it('moves the store to the brand that installs it last', async () => {
    const other = brandActor();
    await connectThroughOauth(catalogue, other);
    expect((await catalogue.call(CatalogueRequests.storeStatus, {}, other)).connected).toBe(true);
    expect((await catalogue.call(CatalogueRequests.storeStatus, {}, brand)).connected).toBe(false);
    await connectThroughOauth(catalogue, brand);
    expect((await catalogue.call(CatalogueRequests.storeStatus, {}, other)).connected).toBe(false);
  });

  it('reports a refused code even though Tiendanube answers it with HTTP 200', async () => {
    const other = brandActor();
    const { authUrl } = await catalogue.call(CatalogueRequests.authorizeUrl, { returnPath: '/dashboard/brand-settings' }, other);
    const state = new URL(authUrl).searchParams.get('state')!;
    const error = await catalogue.failure(CatalogueRequests.connectStore, { code: 'codigo-inventado', state }, other);
    expect(error.code).toBe('TIENDANUBE_ERROR');
    expect(error.message).toMatch(/^Error de Tiendanube: /);
    expect((await catalogue.call(CatalogueRequests.storeStatus, {}, other)).connected).toBe(false);
  });

  it('syncs more than 200 products across pages, and a second sync only updates', async () => {
    const first = await finishedSync(brand);
    expect(first).toMatchObject({ status: 'done', processed: 250, total: 250, updated: 0 });
    const { rows } = await catalogue.db.query('SELECT count(*)::int AS n FROM catalogue.products WHERE brand_id = $1', [brand.brandIds[0]]);
    expect(rows[0].n).toBe(first.created);
    expect(first.created).toBeGreaterThan(200);

    // Every product's page in the store is announced once, in events of at most 200 pages.
    const pages = await announcedPages(brand.brandIds[0]!);
    expect(pages).toHaveLength(first.created);
    const stored = await catalogue.db.query('SELECT id, tiendanube_product_id, page_url FROM catalogue.products WHERE brand_id = $1', [
      brand.brandIds[0],
    ]);
    const sample = stored.rows[0];
    const canonical = `${sandbox.url}/productos/${sandbox.state.products.get(Number(sample.tiendanube_product_id))!.handle['es']}/`;
    expect(sample.page_url).toBe(canonical);
    expect(pages).toContainEqual({ productId: sample.id, pageUrl: canonical });

    const second = await finishedSync(brand);
    expect(second).toMatchObject({ status: 'done', processed: 250, created: 0, updated: first.created });
    // Nothing moved: nothing more to announce.
    expect(await announcedPages(brand.brandIds[0]!)).toHaveLength(first.created);
  });

  it('announces a product’s page again when renaming it moves it, and not for a new price', async () => {
    const [product] = await catalogue.call(CatalogueRequests.listProducts, {}, brand);
    const storeId = Number(product!.tiendanubeProductId);
    const before = (await announcedPages(brand.brandIds[0]!)).length;
    const renamed = await sandbox.updateProduct(storeId, { name: { es: 'Mate de calabaza' } });
    const moved = await waitFor(
      async () => {
        const pages = await announcedPages(brand.brandIds[0]!);
        return pages.length > before ? pages.slice(before) : undefined;
      },
      { what: 'the moved page to be announced' },
    );
    expect(moved).toEqual([{ productId: product!.id, pageUrl: renamed['canonical_url'] }]);
    expect(renamed['canonical_url']).toMatch(/\/productos\/mate-de-calabaza\/$/);

    await sandbox.updateProduct(storeId, { price: '999.00' });
    await waitFor(
      async () =>
        (await catalogue.call(CatalogueRequests.listProducts, {}, brand)).find((p) => p.id === product!.id)?.priceCents === 99900
          ? true
          : undefined,
      { what: 'the new price' },
    );
    expect(await announcedPages(brand.brandIds[0]!)).toHaveLength(before + 1);
  });

  it('keeps the brand’s commissions when the store updates a product', async () => {
    const [product] = await catalogue.call(CatalogueRequests.listProducts, {}, brand);
    await catalogue.call(
      CatalogueRequests.updateProduct,
      {
        id: product!.id,
        name: product!.name,
        description: product!.description,
        priceCents: product!.priceCents,
        commissionCreator: 0.3,
      },
      brand,
    );
    await sandbox.updateProduct(Number(product!.tiendanubeProductId), { name: { es: 'Nombre nuevo desde la tienda' } });
    const updated = await waitFor(
      async () => {
        const row = (await catalogue.call(CatalogueRequests.listProducts, {}, brand)).find((p) => p.id === product!.id);
        return row?.name === 'Nombre nuevo desde la tienda' ? row : undefined;
      },
      { what: 'the product webhook to be processed' },
    );
    expect(updated.commissionCreator).toBe(0.3);
  });

  it('publishes exactly one catalogue.order.paid for an order/paid delivered twice', async () => {
    const order = await sandbox.createOrder({ paid: true, landing_url: 'https://tienda.example/?aff=AF-1', delivery: 'duplicate' });
    await sandbox.settle();
    const orderId = String(order.id);
    const outbox = await waitFor(
      async () => {
        const { rows } = await catalogue.db.query(
          "SELECT payload FROM catalogue.outbox WHERE subject = 'catalogue.order.paid' AND payload->>'orderId' = $1 AND published_at IS NOT NULL",
          [orderId],
        );
        return rows.length ? rows : undefined;
      },
      { what: 'the paid order to be published' },
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0].payload).toMatchObject({ brandId: brand.brandIds[0], landingUrl: 'https://tienda.example/?aff=AF-1' });
    expect(outbox[0].payload.totalCents).toBeGreaterThan(0);
    expect(await paidEventsOnStream(orderId)).toBe(1);
  });

  it('publishes one catalogue.order.refunded for money that went back without a cancel, and nothing for other updates', async () => {
    const reversals = async (orderId: string) => {
      const { rows } = await catalogue.db.query(
        "SELECT payload FROM catalogue.outbox WHERE subject = 'catalogue.order.refunded' AND payload->>'orderId' = $1",
        [orderId],
      );
      return rows.map((r: { payload: { paymentStatus: string } }) => r.payload.paymentStatus);
    };
    // Paying sends order/updated too: an update that is not a reversal publishes nothing.
    const refunded = await sandbox.createOrder({ landing_url: 'https://tienda.example/?aff=AF-2' });
    await sandbox.payOrder(refunded['id'] as number);
    await sandbox.refundOrder(refunded['id'] as number, { delivery: 'duplicate' });
    const voided = await sandbox.createOrder({ paid: true });
    await sandbox.voidOrder(voided['id'] as number);
    await sandbox.settle();
    expect(
      await waitFor(async () => ((await reversals(String(refunded['id']))).length ? reversals(String(refunded['id'])) : undefined)),
    ).toEqual(['refunded']);
    expect(
      await waitFor(async () => ((await reversals(String(voided['id']))).length ? reversals(String(voided['id'])) : undefined)),
    ).toEqual(['voided']);
    const { rows } = await catalogue.db.query(
      "SELECT payload FROM catalogue.outbox WHERE subject = 'catalogue.order.refunded' AND payload->>'orderId' = $1",
      [String(refunded['id'])],
    );
    expect(rows[0].payload).toMatchObject({
      brandId: brand.brandIds[0],
      landingUrl: 'https://tienda.example/?aff=AF-2',
      paymentStatus: 'refunded',
    });
    // A second order/updated of the same order (another edit) reports nothing more.
    await sandbox.emit('order/updated', refunded['id'] as number);
    await sandbox.settle();
    await catalogue.consumed(CatalogueEvents.webhookReceived);
    expect(await reversals(String(refunded['id']))).toEqual(['refunded']);
  });

  it('publishes an order edited after its payment as it is now, and nothing for an unpaid one', async () => {
    const published = async (orderId: string) => {
      const { rows } = await catalogue.db.query(
        "SELECT payload FROM catalogue.outbox WHERE subject = 'catalogue.order.edited' AND payload->>'orderId' = $1",
        [orderId],
      );
      return rows.map((r: { payload: { lineItems: { quantity: number }[]; totalCents: number } }) => r.payload);
    };
    const paid = await sandbox.createOrder({ paid: true });
    const line = sandbox.state.orders.get(paid['id'] as number)!.lines[0]!;
    await sandbox.editOrder(paid['id'] as number, {
      products: [{ product_id: line.product_id, variant_id: line.variant_id, quantity: 1 }],
    });
    const unpaid = await sandbox.createOrder({});
    await sandbox.editOrder(unpaid['id'] as number, {
      products: [{ product_id: line.product_id, variant_id: line.variant_id, quantity: 1 }],
    });
    await sandbox.settle();
    const [edited] = await waitFor(async () => ((await published(String(paid['id']))).length ? published(String(paid['id'])) : undefined));
    expect(edited!.lineItems.map((l) => l.quantity)).toEqual([1]);
    expect(edited!.totalCents).toBe(sandbox.state.orders.get(paid['id'] as number)!.total_cents);
    await catalogue.consumed(CatalogueEvents.webhookReceived);
    expect(await published(String(unpaid['id']))).toEqual([]);
  });

  it('reads again on app/resumed the orders paid, cancelled or refunded while the app was suspended, as their webhooks would have told', async () => {
    const subjectsOf = async (orderId: string) => {
      const { rows } = await catalogue.db.query("SELECT subject FROM catalogue.outbox WHERE payload->>'orderId' = $1 ORDER BY created_at", [
        orderId,
      ]);
      return rows.map((r: { subject: string }) => r.subject);
    };
    const suspendedAt = async () =>
      (await catalogue.db.query('SELECT suspended_at FROM catalogue.store_connections WHERE brand_id = $1', [brand.brandIds[0]])).rows[0]
        .suspended_at as Date | null;
    const before = await sandbox.createOrder({ paid: true });
    await sandbox.settle();
    await waitFor(async () => ((await subjectsOf(String(before['id']))).length ? true : undefined));

    await sandbox.setPaymentRequired(true);
    await waitFor(async () => ((await suspendedAt()) ? true : undefined), { what: 'app/suspended' });
    // While suspended the store answers 402 and sends no webhook.
    const during = await sandbox.createOrder({ paid: true, landing_url: 'https://tienda.example/?aff=AF-3' });
    await sandbox.cancelOrder(before['id'] as number);
    const refunded = await sandbox.createOrder({ paid: true });
    await sandbox.refundOrder(refunded['id'] as number);
    await sandbox.settle();
    expect(await subjectsOf(String(during['id']))).toEqual([]);

    await sandbox.setPaymentRequired(false);
    await waitFor(async () => ((await suspendedAt()) === null ? true : undefined), { what: 'app/resumed' });
    expect(await subjectsOf(String(during['id']))).toEqual(['catalogue.order.paid']);
    expect(await subjectsOf(String(before['id']))).toEqual(['catalogue.order.paid', 'catalogue.order.cancelled']);
    // Paid and refunded while suspended: only the refund is news (a consumer then ignores a late payment).
    expect(await subjectsOf(String(refunded['id']))).toEqual(['catalogue.order.refunded']);
  });

  it('applies every product/updated, however close together: Tiendanube sends the same {store, event, id} for each edit', async () => {
    const [product] = await catalogue.call(CatalogueRequests.listProducts, {}, brand);
    const storeId = Number(product!.tiendanubeProductId);
    const nameInCatalogue = (name: string) =>
      waitFor(
        async () =>
          (await catalogue.call(CatalogueRequests.listProducts, {}, brand)).find((p) => p.id === product!.id)?.name === name
            ? true
            : undefined,
        { what: `the name ${name}` },
      );
    await sandbox.updateProduct(storeId, { name: { es: 'Primera edición' } });
    await nameInCatalogue('Primera edición');
    await sandbox.updateProduct(storeId, { name: { es: 'Segunda edición' } });
    await nameInCatalogue('Segunda edición');
  });

  it('treats an order/paid seen within 48 hours as a retry, and one seen earlier as news', async () => {
    const orderId = String((await sandbox.createOrder({ paid: true })).id);
    const receipts = async () =>
      (
        await catalogue.db.query("SELECT received_at FROM catalogue.webhook_receipts WHERE event = 'order/paid' AND resource_id = $1", [
          orderId,
        ])
      ).rows as { received_at: Date }[];
    await sandbox.settle();
    const [first] = await waitFor(async () => ((await receipts()).length ? receipts() : undefined));
    // The same delivery again, at once: a retry, nothing new is queued.
    await sandbox.emit('order/paid', orderId);
    await sandbox.settle();
    expect((await receipts())[0]!.received_at).toEqual(first!.received_at);
    // Two days later the same triple is news again.
    await catalogue.db.query(
      "UPDATE catalogue.webhook_receipts SET received_at = now() - interval '49 hours' WHERE event = 'order/paid' AND resource_id = $1",
      [orderId],
    );
    await sandbox.emit('order/paid', orderId);
    await sandbox.settle();
    const [again] = await receipts();
    expect(again!.received_at.getTime()).toBeGreaterThan(first!.received_at.getTime());

    // A new installation forgets the last one's deliveries.
    await connectThroughOauth(catalogue, brand);
    expect(await receipts()).toEqual([]);
  });

  it('refuses a webhook with a bad signature and does nothing', async () => {
    const before = await catalogue.db.query('SELECT count(*)::int AS n FROM catalogue.webhook_receipts');
    await sandbox.createOrder({ paid: true, delivery: 'bad-signature' });
    await sandbox.settle();
    const rejected = sandbox.deliveries().filter((d) => d.mode === 'bad-signature');
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((d) => d.status === 401)).toBe(true);
    const after = await catalogue.db.query('SELECT count(*)::int AS n FROM catalogue.webhook_receipts');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const direct = await catalogue.failure(CatalogueRequests.receiveWebhook, {
      rawBodyBase64: Buffer.from('{"store_id":1,"event":"order/paid","id":1}').toString('base64'),
      signature: 'f'.repeat(64),
    });
    expect(direct.code).toBe('INVALID_SIGNATURE');
  });

  it('reports a 402 from the store as its own error', async () => {
    await sandbox.setPaymentRequired(true);
    try {
      const job = await finishedSync(brand);
      expect(job.status).toBe('failed');
      expect(job.error).toBe('Tiendanube rechazó la solicitud: la tienda o la aplicación tiene un pago pendiente (402)');
    } finally {
      await sandbox.setPaymentRequired(false);
    }
  });

  // Last but two: a new grant voids the store's previous token, as at Tiendanube.
  it('refuses a store that grants less than the app needs, and stays disconnected', async () => {
    const other = brandActor();
    const registered = sandbox.options.scopes;
    // An app registered at the Partner Portal without read_orders would get no order webhooks.
    Object.assign(sandbox.options, { scopes: ['read_products', 'read_customers', 'write_coupons', 'write_scripts'] });
    try {
      const error = await connectThroughOauth(catalogue, other).catch((e: { code: string; message: string }) => e);
      expect(error).toMatchObject({ code: 'TIENDANUBE_ERROR', message: expect.stringContaining('(read_orders)') });
      expect((error as { message: string }).message).toMatch(/^La aplicación de Tiendanube no tiene todos los permisos/);
    } finally {
      Object.assign(sandbox.options, { scopes: registered });
    }
    expect((await catalogue.call(CatalogueRequests.storeStatus, {}, other)).connected).toBe(false);
  });

  it('disconnects a store whose token Tiendanube stops accepting (401), and says why', async () => {
    await connectThroughOauth(catalogue, brand);
    // A new token for the app voids the one the catalogue holds.
    sandbox.issueToken();
    const [product] = await catalogue.call(CatalogueRequests.listProducts, {}, brand);
    await sandbox.updateProduct(Number(product!.tiendanubeProductId), { name: { es: 'Cambio que no se puede leer' } });
    const status = await waitFor(
      async () => {
        const now = await catalogue.call(CatalogueRequests.storeStatus, {}, brand);
        return now.connected ? undefined : now;
      },
      { what: 'the dead token to disconnect the store' },
    );
    expect(status.disconnectReason).toBe('token_revoked');
    // A sync then says the store must be connected first, rather than failing on Tiendanube.
    await expect(catalogue.call(CatalogueRequests.startSync, {}, brand)).rejects.toMatchObject({ code: 'STORE_NOT_CONNECTED' });
  });

  it('disconnects when the app is uninstalled, and says why', async () => {
    await connectThroughOauth(catalogue, brand);
    expect((await catalogue.call(CatalogueRequests.storeStatus, {}, brand)).disconnectReason).toBeNull();
    await sandbox.uninstall({ redactDelayMs: 60_000 });
    const status = await waitFor(
      async () => {
        const now = await catalogue.call(CatalogueRequests.storeStatus, {}, brand);
        return now.connected ? undefined : now;
      },
      { what: 'the uninstall to disconnect the store' },
    );
    expect(status.disconnectReason).toBe('uninstalled');
  });
});
