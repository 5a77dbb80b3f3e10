import { signNotification } from '@afilia/mercadopago-sandbox';
import { BOOT_HOOK_TIMEOUT_MS, waitFor } from '@afilia/service-kit/testing';
import { brandWithCreatorCode, PlatformHarness } from '../support/platform-harness.js';

// Money through Mercado Pago (issue 14 §5, decision 169) on every real service, the sandbox store
// and the local Mercado Pago server: a shopper's sale is billed to the brand, the brand pays its
// statement through the payment link, and the creator is paid by Money Out; the notifications
// that settle them are signed, a replayed one moves nothing and a forged one is refused.
/** Mercado Pago's bank refuses transfers to this alias. */
const REFUSED_ALIAS = 'CUENTA.CERRADA';
const platform = new PlatformHarness({
  mercadoPago: { rejectDestinations: [REFUSED_ALIAS] },
  // The reconciler reads transfers back every second here (300 s in production).
  env: { COMMISSION_HOLD_DAYS: '0', MERCADOPAGO_RECONCILE_SECONDS: '1' },
});
beforeAll(() => platform.start(), BOOT_HOOK_TIMEOUT_MS);
afterAll(() => platform.stop());

const mp = () => platform.mercadoPago!;

async function ledgerRows(ownerId: string): Promise<number> {
  const { rows } = await platform.db.query(`SELECT count(*)::int AS n FROM tracking.ledger_entries WHERE owner_id = $1`, [ownerId]);
  return rows[0].n as number;
}

/** A paid order of the store with the creator's code, once its transaction is hers. */
async function storeSale(code: string, creatorToken: string) {
  const order = await platform.sandbox.createOrder({ paid: true, coupon: code });
  return waitFor(
    async () =>
      (await platform.api('GET', '/api/v1/transactions', { token: creatorToken })).json.items.find(
        (t: { orderId: string }) => t.orderId === String(order['id']),
      ),
    { what: 'the order’s transaction' },
  );
}

/**
 * A brand and a creator with her discount code, a paid order of the store with it, and her payout
 * account at `alias`: the sale's transaction, and the creator's balance as she reads it.
 */
async function creatorWithSale(code: string, names: { brand: string; creator: string }, alias: string) {
  const { brand, creator, brandId } = await brandWithCreatorCode(platform, code, names);
  const sale = await storeSale(code, creator.token);
  await platform.api('PUT', '/api/v1/payouts/account', {
    token: creator.token,
    body: { method: 'alias', value: alias.toLowerCase(), holderName: names.creator },
  });
  const balance = () => platform.api('GET', '/api/v1/payouts/balance', { token: creator.token }).then((r) => r.json);
  return { brand, brandId, creator, creatorId: creator.user.creator.id as string, sale, balance };
}

/** The brand asks for its statement and pays it at Mercado Pago's checkout: the statement and the payment's id. */
async function payStatement(brandToken: string) {
  const statement = (await platform.api('POST', '/api/v1/payouts/brand-statements', { token: brandToken })).json;
  const paid = await fetch(`${mp().url}/checkout/v1/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pref_id: new URL(statement.paymentUrl).searchParams.get('pref_id')! }),
    redirect: 'manual',
  });
  // Back at the brand's page, Checkout Pro names the payment.
  return { statement, paymentId: new URL(paid.headers.get('location')!).searchParams.get('payment_id')! };
}

describe('paying through Mercado Pago', () => {
  it('bills the brand, collects its payment link, pays the creator by transfer, and settles each once', async () => {
    const { brand, creator, brandId } = await brandWithCreatorCode(platform, 'MPAGO20');
    const creatorId = creator.user.creator.id as string;
    const order = await platform.sandbox.createOrder({ paid: true, coupon: 'MPAGO20' });
    const sale = await waitFor(
      async () =>
        (await platform.api('GET', '/api/v1/transactions', { token: brand.token })).json.items.find(
          (t: { orderId: string }) => t.orderId === String(order['id']),
        ),
      { what: 'the order’s transaction' },
    );
    const owed = sale.amountCreatorCents + sale.amountPlatformCents;
    await platform.api('PUT', '/api/v1/payouts/account', {
      token: creator.token,
      body: { method: 'alias', value: 'iara.cobra.mp', holderName: 'Iara Ventas' },
    });

    // Nothing is paid out before the brand pays: the holding period is 0, the commission stays pending.
    const admin = await platform.signUpAdmin();
    expect((await platform.api('POST', '/api/v1/admin/payout-batches', { token: admin.token })).json).toBeNull();

    // The brand's statement: its debt, with Mercado Pago's payment link; only the brand asks for it.
    const balance = await platform.api('GET', '/api/v1/payouts/brand-balance', { token: brand.token });
    expect(balance.json).toMatchObject({ owedCents: owed, paidCents: 0, provider: 'mercadopago', openStatement: null });
    const stranger = await platform.signUp('brand', 'Marca Ajena');
    expect((await platform.api('POST', `/api/v1/payouts/brand-statements?brandId=${brandId}`, { token: stranger.token })).status).toBe(403);
    expect((await platform.api('POST', '/api/v1/payouts/brand-statements', { token: stranger.token })).json).toMatchObject({
      message: 'No hay comisiones para pagar',
    });
    const statement = await platform.api('POST', '/api/v1/payouts/brand-statements', { token: brand.token });
    expect(statement.json).toMatchObject({ amountCents: owed, transactions: 1, status: 'open', provider: 'mercadopago' });
    expect(statement.json.paymentUrl).toMatch(new RegExp(`^${mp().url}/checkout/v1/redirect\\?pref_id=`));
    // Asked again, the same statement.
    expect((await platform.api('POST', '/api/v1/payouts/brand-statements', { token: brand.token })).json.id).toBe(statement.json.id);
    // Only the manual provider's statements are confirmed by an admin.
    expect(
      (await platform.api('POST', `/api/v1/admin/brand-statements/${statement.json.id}/mark-paid`, { token: admin.token })).status,
    ).toBe(409);

    // The brand pays at Mercado Pago's checkout and comes back to its transactions.
    const checkout = await fetch(statement.json.paymentUrl);
    expect(await checkout.text()).toContain('Pagá con Mercado Pago');
    const prefId = new URL(statement.json.paymentUrl).searchParams.get('pref_id')!;
    const paid = await fetch(`${mp().url}/checkout/v1/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pref_id: prefId }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`${platform.baseUrl}/dashboard/transactions`);
    const settled = await waitFor(async () => {
      const now = (await platform.api('GET', '/api/v1/payouts/brand-balance', { token: brand.token })).json;
      return now.paidCents === owed ? now : undefined;
    });
    expect(settled).toMatchObject({ owedCents: 0, openStatement: null, statements: [{ id: statement.json.id, status: 'paid' }] });
    // Paid, the commission clears (no holding period here) and is available.
    const available = await waitFor(async () => {
      const b = (await platform.api('GET', '/api/v1/payouts/balance', { token: creator.token })).json;
      return b.availableCents === sale.amountCreatorCents ? b : undefined;
    });
    expect(available.pendingCents).toBe(0);
    // Her account form says her money goes by Mercado Pago transfer, and what is assumed of it.
    expect(available.provider).toBe('mercadopago');

    // The admin's batch sends a Money Out transfer under the payout's key; Mercado Pago settles it.
    const batch = await platform.api('POST', '/api/v1/admin/payout-batches', { token: admin.token });
    const payout = batch.json.items.find((p: { payeeId: string }) => p.payeeId === creatorId);
    expect(payout).toMatchObject({ amountCents: sale.amountCreatorCents, status: 'sent', destination: 'IARA.COBRA.MP' });
    const intent = [...mp().intents.values()].find((i) => i.external_reference === payout.id)!;
    expect(intent.transaction.to.accounts[0]).toMatchObject({ type: 'alias', number: 'IARA.COBRA.MP', holder: 'Iara Ventas' });
    await waitFor(async () => {
      const b = (await platform.api('GET', '/api/v1/payouts/balance', { token: creator.token })).json;
      return b.paidCents === sale.amountCreatorCents ? b : undefined;
    });
    const mine = (await platform.api('GET', '/api/v1/transactions', { token: creator.token })).json.items;
    expect(mine.find((t: { id: string }) => t.id === sale.id)).toMatchObject({ status: 'paid' });
    // The batch cannot be marked paid by hand: Mercado Pago settles it.
    expect((await platform.api('POST', `/api/v1/admin/payout-batches/${batch.json.id}/mark-paid`, { token: admin.token })).status).toBe(
      409,
    );

    // The transfer's notification, replayed byte for byte: acknowledged, nothing moves twice.
    const index = mp().notifications.findIndex((n) => n.type === 'transaction_intent' && n.dataId === intent.id);
    const before = await ledgerRows(creatorId);
    expect(await mp().replay(index)).toBe(200);
    expect(await ledgerRows(creatorId)).toBe(before);
    const brandRows = await ledgerRows(brandId);
    expect(await mp().replay(mp().notifications.findIndex((n) => n.type === 'payment'))).toBe(200);
    expect(await ledgerRows(brandId)).toBe(brandRows);

    // A forged payment notification (another request's signature, or none) is refused.
    const payment = mp().notifications.find((n) => n.type === 'payment')!;
    expect(payment.url.startsWith(`${platform.baseUrl}/webhooks/mercadopago?`)).toBe(true);
    const forged = await fetch(`${platform.baseUrl}/webhooks/mercadopago?data.id=${payment.dataId}&type=payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'otra-solicitud', 'x-signature': payment.signature! },
      body: payment.body,
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBe('Firma inválida');
    const unsigned = await fetch(`${platform.baseUrl}/webhooks/mercadopago?data.id=${payment.dataId}&type=payment`, {
      method: 'POST',
      body: '{}',
    });
    expect(unsigned.status).toBe(401);
    expect(await ledgerRows(brandId)).toBe(brandRows);

    // A transfer's notification is unsigned (the transaction in its body): whoever sends one only
    // makes us read that transfer back. One Mercado Pago does not know is acknowledged, nothing moves.
    const claimed = await fetch(`${platform.baseUrl}/webhooks/mercadopago`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'no-existe', external_reference: payout.id, status: 'processed' }),
    });
    expect(claimed.status).toBe(200);
    expect(await claimed.json()).toEqual({ accepted: false });
    expect(await ledgerRows(creatorId)).toBe(before);

    // A signed payment notification of a payment Mercado Pago does not know: acknowledged, nothing to settle.
    const ts = String(Math.floor(Date.now() / 1000));
    const unknown = await fetch(`${platform.baseUrl}/webhooks/mercadopago?data.id=999&type=payment`, {
      method: 'POST',
      headers: {
        'x-request-id': 'solicitud-desconocida',
        'x-signature': `ts=${ts},v1=${signNotification(mp().webhookSecret, { dataId: '999', requestId: 'solicitud-desconocida', ts })}`,
      },
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ accepted: false });
  });

  it('returns a refused transfer to the creator’s available balance and pays it again in a later batch', async () => {
    const { brand, creator, creatorId, sale, balance } = await creatorWithSale(
      'RECHAZO10',
      { brand: 'Marca Norte', creator: 'Tomás Rechazado' },
      REFUSED_ALIAS,
    );
    // The brand pays its statement at the checkout; the commission becomes available.
    await payStatement(brand.token);
    await waitFor(async () => ((await balance()).availableCents === sale.amountCreatorCents ? true : undefined));

    // The transfer is sent, then refused by the bank: the payout fails and the money is hers again.
    const admin = await platform.signUpAdmin();
    const batch = await platform.api('POST', '/api/v1/admin/payout-batches', { token: admin.token });
    const payout = batch.json.items.find((p: { payeeId: string }) => p.payeeId === creatorId);
    expect(payout).toMatchObject({ status: 'sent', amountCents: sale.amountCreatorCents });
    const failed = await waitFor(async () => {
      const b = await balance();
      return b.payouts[0]?.status === 'failed' ? b : undefined;
    });
    expect(failed).toMatchObject({ availableCents: sale.amountCreatorCents, inPayoutCents: 0, paidCents: 0 });
    const mine = (await platform.api('GET', '/api/v1/transactions', { token: creator.token })).json.items;
    expect(mine.find((t: { id: string }) => t.id === sale.id)).toMatchObject({ status: 'completed' });

    // With an account that works, the next batch pays it.
    await platform.api('PUT', '/api/v1/payouts/account', {
      token: creator.token,
      body: { method: 'alias', value: 'tomas.cobra.mp', holderName: 'Tomás Rechazado' },
    });
    const next = await platform.api('POST', '/api/v1/admin/payout-batches', { token: admin.token });
    const paidPayout = next.json.items.find((p: { payeeId: string }) => p.payeeId === creatorId);
    expect(paidPayout).toMatchObject({ destination: 'TOMAS.COBRA.MP' });
    await waitFor(async () => ((await balance()).paidCents === sale.amountCreatorCents ? true : undefined));

    // Days later the destination bank sends the paid transfer back: the payout reads 'returned',
    // the money is hers to be paid again, and her commission is payable again.
    const intent = [...mp().intents.values()].find((i) => i.external_reference === paidPayout.id)!;
    await mp().returnTransfer(intent.id);
    const returned = await waitFor(async () => {
      const b = await balance();
      return b.payouts.some((p: { id: string; status: string }) => p.id === paidPayout.id && p.status === 'returned') ? b : undefined;
    });
    expect(returned).toMatchObject({ availableCents: sale.amountCreatorCents, paidCents: 0, inPayoutCents: 0 });
    const again = (await platform.api('GET', '/api/v1/transactions', { token: creator.token })).json.items;
    expect(again.find((t: { id: string }) => t.id === sale.id)).toMatchObject({ status: 'completed' });
    // The same notification again moves nothing more.
    await mp().replay(mp().notifications.length - 1);
    expect(await balance()).toMatchObject({ availableCents: sale.amountCreatorCents, paidCents: 0 });
    // And the next batch pays it once more.
    const third = await platform.api('POST', '/api/v1/admin/payout-batches', { token: admin.token });
    expect(third.json.items.find((p: { payeeId: string }) => p.payeeId === creatorId)).toMatchObject({
      amountCents: sale.amountCreatorCents,
    });
  });

  it('settles a payment and a transfer whose notifications never came, by reading them back (the reconciler)', async () => {
    const { brand, creatorId, sale, balance } = await creatorWithSale(
      'SILENCIO10',
      { brand: 'Marca Sur', creator: 'Uma Silencio' },
      'uma.silencio.mp',
    );
    // From here Mercado Pago's notifications are lost: the brand pays, the creator is paid, nobody is told.
    mp().loseNotifications(true);
    await payStatement(brand.token);
    await waitFor(async () => ((await balance()).availableCents === sale.amountCreatorCents ? true : undefined));
    const admin = await platform.signUpAdmin();
    const batch = await platform.api('POST', '/api/v1/admin/payout-batches', { token: admin.token });
    const payout = batch.json.items.find((p: { payeeId: string }) => p.payeeId === creatorId);
    const intent = [...mp().intents.values()].find((i) => i.external_reference === payout.id)!;
    // Mercado Pago processed it and told nobody.
    await waitFor(async () => (mp().intents.get(intent.id)?.status === 'processed' ? true : undefined));
    expect(mp().notifications.filter((n) => n.attempts > 0 && n.dataId === intent.id)).toEqual([]);
    const paid = await waitFor(async () => {
      const b = await balance();
      return b.paidCents === sale.amountCreatorCents ? b : undefined;
    });
    expect(paid.payouts.find((p: { id: string }) => p.id === payout.id)).toMatchObject({ status: 'paid' });
    mp().loseNotifications(false);
  });

  it('reopens what a refunded or charged-back statement payment released: unpaid commissions wait again, paid ones are the brand’s debt', async () => {
    const {
      brand,
      creator,
      sale: firstSale,
      balance,
    } = await creatorWithSale('REVIERTE10', { brand: 'Marca Oeste', creator: 'Rita Revertida' }, 'rita.cobra.mp');
    const admin = await platform.signUpAdmin();
    const brandBalance = () => platform.api('GET', '/api/v1/payouts/brand-balance', { token: brand.token }).then((r) => r.json);
    /** The brand's statement paid at the checkout, once tracking recorded the payment. */
    async function paidStatement() {
      const paid = await payStatement(brand.token);
      await waitFor(async () =>
        (await brandBalance()).statements.find((s: { id: string }) => s.id === paid.statement.id)?.status === 'paid' ? true : undefined,
      );
      return paid;
    }

    // The first sale is billed, paid by the brand, and paid out to her.
    const first = { sale: firstSale, ...(await paidStatement()) };
    await waitFor(async () => ((await balance()).availableCents === first.sale.amountCreatorCents ? true : undefined));
    await platform.api('POST', '/api/v1/admin/payout-batches', { token: admin.token });
    await waitFor(async () => ((await balance()).paidCents === first.sale.amountCreatorCents ? true : undefined));
    // The second is billed and paid by the brand: her commission is available, not yet paid out.
    const secondSale = await storeSale('REVIERTE10', creator.token);
    const second = { sale: secondSale, ...(await paidStatement()) };
    await waitFor(async () => ((await balance()).availableCents === second.sale.amountCreatorCents ? true : undefined));

    // The brand's second payment is charged back: her available commission waits again.
    await mp().reversePayment(second.paymentId, 'charged_back');
    const held = await waitFor(async () => {
      const b = await balance();
      return b.availableCents === 0 && b.pendingCents === second.sale.amountCreatorCents ? b : undefined;
    });
    expect(held.paidCents).toBe(first.sale.amountCreatorCents);
    const afterFirst = await brandBalance();
    expect(afterFirst.statements.find((s: { id: string }) => s.id === second.statement.id)).toMatchObject({
      status: 'reversed',
      reversalReason: 'charged_back',
      releasedCents: 0,
    });
    expect(afterFirst.owedCents).toBe(second.statement.amountCents);
    const mine = (await platform.api('GET', '/api/v1/transactions', { token: creator.token })).json.items;
    expect(mine.find((t: { id: string }) => t.id === second.sale.id)).toMatchObject({ status: 'pending' });

    // The first payment is refunded: her commission was already paid to her, so it stays hers and is the brand's debt.
    await mp().reversePayment(first.paymentId, 'refunded');
    const debt = await waitFor(async () => {
      const statements = (await platform.api('GET', '/api/v1/admin/brand-statements', { token: admin.token })).json as {
        id: string;
        status: string;
        releasedCents: number;
      }[];
      return statements.find((s) => s.id === first.statement.id && s.status === 'reversed');
    });
    expect(debt).toMatchObject({ reversalReason: 'refunded', releasedCents: first.statement.amountCents });
    expect(await balance()).toMatchObject({ paidCents: first.sale.amountCreatorCents, availableCents: 0 });
    expect((await brandBalance()).owedCents).toBe(first.statement.amountCents + second.statement.amountCents);
    // Its old link paid again: the money arrives but pays no reversed statement (an operator sees it in the log).
    const stale = await fetch(`${mp().url}/checkout/v1/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pref_id: new URL(first.statement.paymentUrl).searchParams.get('pref_id')! }),
      redirect: 'manual',
    });
    const staleId = new URL(stale.headers.get('location')!).searchParams.get('payment_id')!;
    await waitFor(async () => (mp().notifications.find((n) => n.dataId === staleId)?.lastStatus === 200 ? true : undefined));
    expect((await brandBalance()).owedCents).toBe(first.statement.amountCents + second.statement.amountCents);

    // The brand pays again: one statement bills both, and the held commission clears once more.
    const again = await payStatement(brand.token);
    expect(again.statement.amountCents).toBe(first.statement.amountCents + second.statement.amountCents);
    await waitFor(async () => ((await balance()).availableCents === second.sale.amountCreatorCents ? true : undefined));
    expect((await brandBalance()).owedCents).toBe(0);
  });

  it('answers 429 to one address past 600 notifications a minute, with the catalogue’s error, while Mercado Pago’s own still arrive', async () => {
    const flood = (n: number) =>
      fetch(`${platform.baseUrl}/webhooks/mercadopago?type=payment&data.id=${n}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
        body: '{}',
      });
    const statuses: number[] = [];
    for (let n = 0; n < 601; n++) statuses.push((await flood(n)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const refused = await flood(999);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    // Another address, as Mercado Pago's servers are, is answered.
    const other = await fetch(`${platform.baseUrl}/webhooks/mercadopago?type=payment&data.id=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.66' },
      body: '{}',
    });
    expect(other.status).not.toBe(429);
  });
});
