import { BOOT_HOOK_TIMEOUT_MS, waitFor } from '@afilia/service-kit/testing';
import { brandWithCreatorCode, PlatformHarness } from '../support/platform-harness.js';

// Agencies' fees (issue 14 §5, decision 171) on every real service and the sandbox store: the
// brand's owner adds its agency, the agency proposes its fee and the owner confirms it once; the
// next sale accrues the agency's share out of the brand's part, the brand's statement bills it,
// and once the brand paid, the agency is paid in the admin's batch and sees it per brand.
const platform = new PlatformHarness({ env: { COMMISSION_HOLD_DAYS: '0' } });
beforeAll(() => platform.start(), BOOT_HOOK_TIMEOUT_MS);
afterAll(() => platform.stop());

/** A fresh access token: brands linked since sign-up travel in the next one. */
async function signIn(email: string): Promise<string> {
  const res = await platform.api('POST', '/api/v1/auth/sign-in', { body: { email, password: 'Secreta123' } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return res.json.accessToken as string;
}

describe('an agency’s fee', () => {
  it('is added by the owner, proposed by the agency, confirmed once, accrued from the brand’s part and paid to the agency', async () => {
    const { brand, creator, brandId } = await brandWithCreatorCode(platform, 'AGENCIA15', { brand: 'Marca Sur', creator: 'Iara Ventas' });
    const agency = await platform.signUp('agency', 'Agencia Norte');
    const agencies = (token: string) => platform.api('GET', `/api/v1/brands/${brandId}/agencies`, { token });
    const add = (email: unknown, token = brand.token) =>
      platform.api('POST', `/api/v1/brands/${brandId}/agencies`, { token, body: { email } });
    const propose = (feePercent: unknown, token: string) =>
      platform.api('PUT', `/api/v1/brands/${brandId}/agency-fee`, { token, body: { feePercent } });

    // Not linked yet: the agency can ask for nothing on the brand.
    expect((await propose(10, agency.token)).status).toBe(403);
    expect((await agencies(agency.token)).status).toBe(404);

    // The owner adds it by its account's e-mail; anything else is said on the field.
    expect(await add('no-es-un-email')).toMatchObject({ status: 400, json: { field: 'email', message: 'Email inválido' } });
    expect(await add('nadie@afilia.test')).toMatchObject({
      status: 404,
      json: { field: 'email', message: 'No hay una agencia registrada con ese e-mail' },
    });
    expect(await add(creator.email)).toMatchObject({ status: 404, json: { field: 'email' } });
    expect((await add(agency.email, creator.token)).status).toBe(404);
    const added = await add(agency.email.toUpperCase());
    expect(added).toMatchObject({ status: 200, json: { hasOwner: true, agencies: [{ name: 'Agencia Norte', feePercent: null }] } });
    expect(await add(agency.email)).toMatchObject({ status: 409, json: { field: 'email', message: 'Esa agencia ya gestiona esta marca' } });

    // The agency's next session manages the brand and proposes its fee, checked on the field.
    const agencyToken = await signIn(agency.email);
    for (const bad of [0, -5, 50.5, 12.345, 'diez'])
      expect(await propose(bad, agencyToken)).toMatchObject({
        status: 400,
        json: { field: 'feePercent', message: 'La comisión debe ser mayor a 0 % y de hasta 50 %' },
      });
    expect((await propose(10, brand.token)).status).toBe(403);
    const proposed = await propose(10, agencyToken);
    expect(proposed).toMatchObject({ status: 200, json: { agencies: [{ feePercent: null, proposedFeePercent: 10 }] } });
    const agencyId = proposed.json.agencies[0].agencyId as string;

    // Only the owner confirms, once.
    const confirm = (token: string) => platform.api('POST', `/api/v1/brands/${brandId}/agencies/${agencyId}/confirm-fee`, { token });
    expect((await confirm(agencyToken)).status).toBe(403);
    expect(await confirm(brand.token)).toMatchObject({
      status: 200,
      json: { agencies: [{ feePercent: 10, proposedFeePercent: null }] },
    });
    expect(await confirm(brand.token)).toMatchObject({ status: 409, json: { message: 'No hay una comisión para confirmar' } });

    // A brand the agency created has no owner to agree a fee with.
    const own = await platform.api('POST', '/api/v1/brands', { token: agencyToken, body: { name: 'Marca Propia' } });
    const withOwn = await signIn(agency.email);
    expect(
      await platform.api('PUT', `/api/v1/brands/${own.json.id}/agency-fee`, { token: withOwn, body: { feePercent: 5 } }),
    ).toMatchObject({ status: 409, json: { message: 'Esta marca no tiene un dueño que confirme la comisión' } });

    // Tracking learns the fee; the next sale gives the agency 10 % of the brand's part.
    await waitFor(async () => {
      const { rows } = await platform.db.query(`SELECT 1 FROM tracking.agency_fees WHERE brand_id = $1 AND rate = 0.1`, [brandId]);
      return rows.length ? true : undefined;
    });
    const order = await platform.sandbox.createOrder({ paid: true, coupon: 'AGENCIA15' });
    const sale = await waitFor(async () =>
      (await platform.api('GET', '/api/v1/transactions', { token: brand.token })).json.items.find(
        (t: { orderId: string }) => t.orderId === String(order['id']),
      ),
    );
    const { rows } = await platform.db.query(`SELECT agency_id, amount_agency_cents FROM tracking.transactions WHERE id = $1`, [sale.id]);
    const agencyCents = Math.floor((sale.amountBrandCents * 1_000 + 5_000) / 10_000);
    expect(rows[0]).toEqual({ agency_id: agencyId, amount_agency_cents: String(agencyCents) });

    // The brand's statement bills the agency's share with the creator's and the platform's.
    const statement = await platform.api('POST', '/api/v1/payouts/brand-statements', { token: brand.token });
    expect(statement.json).toMatchObject({
      amountCents: sale.amountCreatorCents + sale.amountPlatformCents + agencyCents,
      agencyFeeCents: agencyCents,
    });
    const fees = (token: string) => platform.api('GET', '/api/v1/payouts/agency-fees', { token });
    expect((await fees(brand.token)).status).toBe(403);
    expect((await fees(withOwn)).json).toEqual([
      { brandId: own.json.id, brandName: 'Marca Propia', feePercent: null, earnedCents: 0, pendingCents: 0, paidCents: 0 },
      { brandId, brandName: 'Marca Sur', feePercent: 10, earnedCents: agencyCents, pendingCents: agencyCents, paidCents: 0 },
    ]);

    // The brand pays; the agency's fee clears and the admin's batch pays it to the agency's account.
    const admin = await platform.signUpAdmin();
    await platform.api('POST', `/api/v1/admin/brand-statements/${statement.json.id}/mark-paid`, { token: admin.token });
    await platform.api('PUT', '/api/v1/payouts/account', {
      token: withOwn,
      body: { method: 'alias', value: 'agencia.norte', holderName: 'Agencia Norte SRL' },
    });
    expect((await platform.api('GET', '/api/v1/payouts/balance', { token: withOwn })).json).toMatchObject({
      pendingCents: 0,
      availableCents: agencyCents,
      account: { method: 'alias', value: 'AGENCIA.NORTE' },
    });
    const batch = await platform.api('POST', '/api/v1/admin/payout-batches', { token: admin.token });
    const payout = batch.json.items.find((p: { payeeId: string }) => p.payeeId === agencyId);
    expect(payout).toMatchObject({ payeeType: 'agency', payeeName: 'Agencia Norte', amountCents: agencyCents, status: 'pending' });
    await platform.api('POST', `/api/v1/admin/payout-batches/${batch.json.id}/mark-paid`, { token: admin.token });
    expect((await platform.api('GET', '/api/v1/payouts/balance', { token: withOwn })).json).toMatchObject({
      availableCents: 0,
      paidCents: agencyCents,
      payouts: [{ id: payout.id, status: 'paid' }],
    });
    expect((await fees(withOwn)).json[1]).toMatchObject({ earnedCents: agencyCents, pendingCents: 0, paidCents: agencyCents });

    // The owner removes the agency: its fee ends for the sales to come.
    const removed = await platform.api('DELETE', `/api/v1/brands/${brandId}/agencies/${agencyId}`, { token: brand.token });
    expect(removed).toMatchObject({ status: 200, json: { agencies: [] } });
    await waitFor(async () => {
      const { rows: ended } = await platform.db.query(
        `SELECT 1 FROM tracking.agency_fees WHERE brand_id = $1 AND agency_id = $2 AND rate IS NULL`,
        [brandId, agencyId],
      );
      return ended.length ? true : undefined;
    });
  });
});
