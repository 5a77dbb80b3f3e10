import { CatalogueRequests } from '@afilia/contracts';
import { agencyActor, brandActor } from '@afilia/service-kit/testing';
import type { Sandbox } from '@afilia/tiendanube-sandbox';
import type { CatalogueHarness } from '../support/catalogue-harness.js';
import { catalogueWithSandbox, codeFromStoreAdmin, connectThroughOauth, testSandbox, type Forwarder } from '../support/store-fixture.js';

let sandbox: Sandbox;
let forwarder: Forwarder;
let catalogue: CatalogueHarness;

beforeAll(async () => {
  // A store of its own: the other suites' sandboxes share the database and the default store id.
  sandbox = await testSandbox({ products: 3, storeName: 'Moda Pampa', storeId: 7_000_000 + Math.floor(Math.random() * 1_000_000) });
  ({ catalogue, forwarder } = await catalogueWithSandbox(sandbox));
});

afterAll(async () => {
  await catalogue.stop();
  await forwarder.close();
  await sandbox.close();
});

afterEach(async () => {
  await catalogue.db.query('DELETE FROM catalogue.store_installations WHERE store_id = $1', [String(sandbox.storeId)]);
  await catalogue.db.query('DELETE FROM catalogue.store_connections WHERE store_id = $1', [String(sandbox.storeId)]);
});

/** The installations waiting for this suite's store. */
const waitingRows = async () =>
  (await catalogue.db.query('SELECT * FROM catalogue.store_installations WHERE store_id = $1', [String(sandbox.storeId)])).rows;

/** Installs from the store's admin: the waiting installation's answer. */
async function installFromStore() {
  const answer = await catalogue.call(CatalogueRequests.installStore, { code: await codeFromStoreAdmin(sandbox) }, null);
  if (answer.status !== 'waiting') throw new Error(`expected a waiting installation, got ${answer.status}`);
  return answer;
}

const connected = async (actor: ReturnType<typeof brandActor>) =>
  (await catalogue.call(CatalogueRequests.storeStatus, {}, actor)).connected;

describe('an install started in the store (no state)', () => {
  it('waits, bound to no one, with the store token encrypted and only the one-time token hash kept', async () => {
    const waiting = await installFromStore();
    expect(waiting).toEqual({
      status: 'waiting',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      storeName: 'Moda Pampa',
      storeDomain: expect.any(String),
      expiresAt: expect.any(String),
    });
    const hours = (Date.parse(waiting.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const rows = await waitingRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].store_id).toBe(String(sandbox.storeId));
    expect(rows[0].access_token_encrypted).toMatch(/^v1:/);
    for (const token of sandbox.state.tokens.keys()) expect(rows[0].access_token_encrypted).not.toContain(token);
    expect(rows[0].token_hash.toString('base64url')).not.toBe(waiting.token);
    expect(await catalogue.call(CatalogueRequests.storeInstallation, { token: waiting.token }, null)).toEqual({
      storeName: 'Moda Pampa',
      storeDomain: waiting.storeDomain,
      expiresAt: waiting.expiresAt,
    });
    const { rows: connections } = await catalogue.db.query('SELECT 1 FROM catalogue.store_connections WHERE store_id = $1', [
      String(sandbox.storeId),
    ]);
    expect(connections).toEqual([]);
  });

  it('is claimed once, by the signed-in brand holding its token, which then has the store', async () => {
    const { token } = await installFromStore();
    const brand = brandActor();
    expect(await catalogue.call(CatalogueRequests.claimStoreInstallation, { token }, brand)).toEqual({
      brandId: brand.brandIds[0],
      returnPath: '/dashboard/brand-settings',
      message: 'Tiendanube conectado exitosamente',
    });
    expect(await catalogue.call(CatalogueRequests.storeStatus, {}, brand)).toMatchObject({
      connected: true,
      storeId: String(sandbox.storeId),
      storeName: 'Moda Pampa',
    });
    // The store's webhooks now lead to the platform: the connection is whole.
    expect([...sandbox.state.webhooks.values()].some((w) => w.event === 'order/paid')).toBe(true);
    // Spent: neither another brand nor the same one can claim it again, nor read it.
    const other = brandActor();
    expect((await catalogue.failure(CatalogueRequests.claimStoreInstallation, { token }, other)).code).toBe('STORE_INSTALLATION_INVALID');
    expect((await catalogue.failure(CatalogueRequests.storeInstallation, { token }, null)).code).toBe('STORE_INSTALLATION_INVALID');
    expect(await connected(other)).toBe(false);
  });

  it('cannot be bound to a brand the claimer does not act for, nor without the right token', async () => {
    const { token } = await installFromStore();
    const victim = brandActor();
    const agency = agencyActor([brandActor().brandIds[0]!]);
    const refused = await catalogue.failure(CatalogueRequests.claimStoreInstallation, { token, brandId: victim.brandIds[0] }, agency);
    expect(refused.code).toBe('FORBIDDEN');
    const wrong = await catalogue.failure(CatalogueRequests.claimStoreInstallation, { token: `${token.slice(0, -2)}xx` }, victim);
    expect(wrong.code).toBe('STORE_INSTALLATION_INVALID');
    expect(await connected(victim)).toBe(false);
    // Still waiting for its own brand: an agency claims it for a brand it manages.
    const managed = agency.brandIds[0]!;
    expect((await catalogue.call(CatalogueRequests.claimStoreInstallation, { token, brandId: managed }, agency)).brandId).toBe(managed);
  });

  it('expires unclaimed after its day, and the next install forgets it', async () => {
    const { token } = await installFromStore();
    await catalogue.db.query("UPDATE catalogue.store_installations SET expires_at = now() - interval '1 second' WHERE store_id = $1", [
      String(sandbox.storeId),
    ]);
    expect((await catalogue.failure(CatalogueRequests.storeInstallation, { token }, null)).code).toBe('STORE_INSTALLATION_INVALID');
    expect((await catalogue.failure(CatalogueRequests.claimStoreInstallation, { token }, brandActor())).code).toBe(
      'STORE_INSTALLATION_INVALID',
    );
    const again = await installFromStore();
    expect(await waitingRows()).toHaveLength(1);
    expect(again.token).not.toBe(token);
  });

  it('cannot bind a store that uninstalled the app before the claim', async () => {
    const { token } = await installFromStore();
    await sandbox.uninstall();
    const brand = brandActor();
    expect((await catalogue.failure(CatalogueRequests.claimStoreInstallation, { token }, brand)).code).toBe('STORE_INSTALLATION_INVALID');
    expect(await connected(brand)).toBe(false);
  });

  it("renews a connected store's token in place: the store stays with its brand and nothing waits", async () => {
    const brand = brandActor();
    await connectThroughOauth(catalogue, brand);
    const answer = await catalogue.call(CatalogueRequests.installStore, { code: await codeFromStoreAdmin(sandbox) }, null);
    expect(answer).toEqual({
      status: 'renewed',
      storeName: 'Moda Pampa',
      message: 'Tu tienda ya estaba conectada con Afilia: renovamos su conexión',
    });
    expect(await waitingRows()).toEqual([]);
    // The store's API answers the brand with the token Tiendanube just issued (the old one is void).
    const sync = await catalogue.call(CatalogueRequests.startSync, {}, brand);
    expect(sync.brandId).toBe(brand.brandIds[0]);
    expect(await connected(brand)).toBe(true);
  });

  it("refuses a code Tiendanube does not honour, in Tiendanube's words", async () => {
    const code = await codeFromStoreAdmin(sandbox);
    await catalogue.call(CatalogueRequests.installStore, { code }, null);
    const again = await catalogue.failure(CatalogueRequests.installStore, { code }, null);
    expect(again).toMatchObject({ code: 'TIENDANUBE_ERROR', message: expect.stringContaining('already been used') });
  });
});
