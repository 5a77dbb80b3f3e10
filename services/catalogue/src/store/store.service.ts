import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CatalogueEvents,
  STORE_INSTALLATION_TOKEN_BYTES,
  STORE_INSTALLATION_TTL_HOURS,
  STORE_TEXTS,
  type Actor,
  type StoreInstallation,
  type StoreInstallResponse,
  type StoreStatus,
} from '@afilia/contracts';
import { asSystem, AtRestCipher, brandScope, DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import { CATALOGUE_ENV, type CatalogueEnv } from '../config/env.js';
import { webhookReachProblem } from '../config/webhook-reach.js';
import { missingScopes } from '../tiendanube/scopes.js';
import { pickLanguage, storefrontUrl } from '../tiendanube/product-mapping.js';
import {
  type StoreApi,
  TiendanubeClient,
  TiendanubeError,
  TiendanubePaymentRequired,
  TiendanubeUnauthorized,
} from '../tiendanube/tiendanube-client.js';
import { OauthStateSigner } from './oauth-state.js';
import { OauthStateEntity, StoreConnectionEntity } from './store-connection.entity.js';

const STATE_TTL_MS = 10 * 60_000;
/** Where a claimed installation leaves the brand: its settings, where the store shows connected. */
const DEFAULT_RETURN_PATH = '/dashboard/brand-settings';

/** A store read with its token: what a connection keeps of it. */
interface ConnectedStore {
  storeId: string;
  accessToken: string;
  storeName: string | null;
  storeDomain: string | null;
  storeUrl: string | null;
  domains: string[];
  language: string;
}

/** A waiting installation is found by its one-time token's hash; the token itself is not kept. */
const installationKey = (token: string): Buffer => createHash('sha256').update(token).digest();

/**
 * What we listen to: catalogue changes, the orders attribution needs (paid, cancelled, edited
 * after payment, and a refund or a void without a cancel, which only order/updated and
 * order/voided tell), the uninstall, and the API's suspension for lack of payment and its end
 * (app/suspended, app/resumed: the orders paid meanwhile sent no webhook).
 */
export const WEBHOOK_EVENTS = [
  'product/created',
  'product/updated',
  'product/deleted',
  'order/paid',
  'order/cancelled',
  'order/updated',
  'order/voided',
  'order/edited',
  'app/uninstalled',
  'app/suspended',
  'app/resumed',
];

/** Turns a Tiendanube failure into the catalogue error the screens show. */
export function storeFailure(error: unknown): DomainError {
  if (error instanceof TiendanubePaymentRequired) return new DomainError('STORE_PAYMENT_REQUIRED');
  // The token is dead and the store was just disconnected for it (apiFor's 401 handler).
  if (error instanceof TiendanubeUnauthorized) return new DomainError('STORE_NOT_CONNECTED');
  if (error instanceof TiendanubeError) return new DomainError('TIENDANUBE_ERROR', `Error de Tiendanube: ${error.message}`);
  if (error instanceof DomainError) return error;
  return new DomainError('TIENDANUBE_ERROR', `Error de Tiendanube: ${error instanceof Error ? error.message : String(error)}`);
}

/** A brand's store connection: the OAuth dance, its status, and the API bound to its token. */
@Injectable()
export class StoreService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOGUE_ENV) private readonly env: CatalogueEnv,
    private readonly tiendanube: TiendanubeClient,
    private readonly cipher: AtRestCipher,
    private readonly states: OauthStateSigner,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  /** Says at start, in the log, when a real store could not send its webhooks to PUBLIC_URL. */
  onApplicationBootstrap(): void {
    if (this.env.TIENDANUBE_SANDBOX) return;
    const problem = webhookReachProblem(this.env.PUBLIC_URL);
    if (problem) this.logger.warn('store.webhooks-unreachable', { publicUrl: this.env.PUBLIC_URL, problem });
  }

  private get connections() {
    return this.dataSource.getRepository(StoreConnectionEntity);
  }

  async status(actor: Actor, brandId?: string): Promise<StoreStatus> {
    const scope = brandScope(actor, brandId);
    const row = await this.connections.findOneBy({ brandId: scope });
    const connected = Boolean(row?.storeId && row.accessTokenEncrypted);
    return {
      brandId: scope,
      connected,
      storeId: connected ? row!.storeId : null,
      storeDomain: connected ? row!.storeDomain : null,
      storeName: connected ? row!.storeName : null,
      sandbox: connected ? row!.sandbox : this.env.TIENDANUBE_SANDBOX,
      connectedAt: connected && row!.connectedAt ? row!.connectedAt.toISOString() : null,
      disconnectReason: connected ? null : (row?.disconnectReason ?? null),
    };
  }

  /** The install URL with a signed, single-use state naming the user, the brand and where to return. */
  async authorizeUrl(actor: Actor, brandId: string | undefined, returnPath: string): Promise<{ authUrl: string }> {
    const scope = brandScope(actor, brandId);
    const { state, claims } = this.states.issue({ userId: actor.userId, brandId: scope, returnPath, expiresAt: Date.now() + STATE_TTL_MS });
    await this.dataSource.getRepository(OauthStateEntity).insert({
      nonce: claims.nonce,
      userId: claims.userId,
      brandId: claims.brandId,
      returnPath: claims.returnPath,
      expiresAt: new Date(claims.expiresAt),
    });
    return { authUrl: this.tiendanube.authorizeUrl(state) };
  }

  /**
   * The callback of an install Afilia started: the state must be ours, unexpired, unspent and the
   * caller's; then the code becomes a token and the store is bound to the state's brand.
   */
  async connect(actor: Actor, code: string, state: string): Promise<{ brandId: string; returnPath: string; message: string }> {
    const claims = this.states.verify(state);
    if (!claims || claims.userId !== actor.userId) throw new DomainError('OAUTH_STATE_INVALID');
    const brandId = brandScope(actor, claims.brandId);
    const spent: unknown[] = await this.dataSource.query(
      `UPDATE "catalogue"."oauth_states" SET "used_at" = now() WHERE "nonce" = $1 AND "used_at" IS NULL AND "expires_at" > now() RETURNING "nonce"`,
      [claims.nonce],
    );
    // pg answers UPDATE … RETURNING as [rows, count].
    const rows = Array.isArray(spent[0]) ? (spent[0] as unknown[]) : spent;
    if (rows.length === 0) throw new DomainError('OAUTH_STATE_INVALID');
    const store = await this.exchange(code);
    await asSystem(() => this.dataSource.transaction((manager) => this.saveConnection(manager, brandId, store)));
    await this.afterConnect(brandId, store);
    return { brandId, returnPath: claims.returnPath, message: STORE_TEXTS.connected };
  }

  /**
   * The callback of an install started in the store (decision 217), with a code and no state:
   * anyone may bring the code, but only the store's admin could have got one. A store a brand
   * already has gets the new token (Tiendanube voided the old); any other waits, bound to no one,
   * for a signed-in brand with the one-time token answered here.
   */
  async install(code: string): Promise<StoreInstallResponse> {
    const store = await this.exchange(code);
    const owner = await asSystem(() => this.connections.findOneBy({ storeId: store.storeId }));
    if (owner?.accessTokenEncrypted) {
      await asSystem(() => this.dataSource.transaction((manager) => this.saveConnection(manager, owner.brandId, store)));
      await this.afterConnect(owner.brandId, store);
      return { status: 'renewed', storeName: store.storeName, message: STORE_TEXTS.renewed };
    }
    const token = randomBytes(STORE_INSTALLATION_TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(Date.now() + STORE_INSTALLATION_TTL_HOURS * 3_600_000);
    await asSystem(() =>
      this.dataSource.transaction(async (manager) => {
        await this.forgetExpiredInstallations(manager);
        // Installing again replaces the waiting installation: its token is the store's only live one.
        await manager.query(
          `INSERT INTO "catalogue"."store_installations" ("token_hash", "store_id", "access_token_encrypted", "store_name", "store_domain", "expires_at")
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT ("store_id") DO UPDATE SET "token_hash" = EXCLUDED."token_hash", "access_token_encrypted" = EXCLUDED."access_token_encrypted",
             "store_name" = EXCLUDED."store_name", "store_domain" = EXCLUDED."store_domain", "created_at" = now(), "expires_at" = EXCLUDED."expires_at"`,
          [installationKey(token), store.storeId, this.cipher.encrypt(store.accessToken), store.storeName, store.storeDomain, expiresAt],
        );
      }),
    );
    this.logger.info('store.installation-waiting', { storeId: store.storeId });
    return { status: 'waiting', token, storeName: store.storeName, storeDomain: store.storeDomain, expiresAt: expiresAt.toISOString() };
  }

  /** What the claim page shows of a waiting installation. */
  async installation(token: string): Promise<StoreInstallation> {
    const rows: { store_name: string | null; store_domain: string | null; expires_at: Date }[] = await asSystem(() =>
      this.dataSource.query(
        `SELECT "store_name", "store_domain", "expires_at" FROM "catalogue"."store_installations" WHERE "token_hash" = $1 AND "expires_at" > now()`,
        [installationKey(token)],
      ),
    );
    const row = rows[0];
    if (!row) throw new DomainError('STORE_INSTALLATION_INVALID');
    return { storeName: row.store_name, storeDomain: row.store_domain, expiresAt: row.expires_at.toISOString() };
  }

  /**
   * A signed-in brand claims a waiting installation with its one-time token: the token is spent
   * and the store read again with its own token (an app uninstalled meanwhile cannot be bound).
   */
  async claim(actor: Actor, token: string, brandId?: string): Promise<{ brandId: string; returnPath: string; message: string }> {
    const scope = brandScope(actor, brandId);
    const store = await asSystem(() =>
      this.dataSource.transaction(async (manager) => {
        const spent: { store_id: string; access_token_encrypted: string }[] = await manager.query(
          `DELETE FROM "catalogue"."store_installations" WHERE "token_hash" = $1 AND "expires_at" > now() RETURNING "store_id", "access_token_encrypted"`,
          [installationKey(token)],
        );
        // pg answers DELETE … RETURNING as [rows, count].
        const row = (Array.isArray(spent[0]) ? spent[0] : spent)[0] as (typeof spent)[number] | undefined;
        if (!row) throw new DomainError('STORE_INSTALLATION_INVALID');
        let read: ConnectedStore;
        try {
          read = await this.readStore(row.store_id, this.cipher.decrypt(row.access_token_encrypted));
        } catch (error) {
          if (error instanceof TiendanubeUnauthorized) throw new DomainError('STORE_INSTALLATION_INVALID');
          throw storeFailure(error);
        }
        await this.saveConnection(manager, scope, read);
        return read;
      }),
    );
    await this.afterConnect(scope, store);
    return { brandId: scope, returnPath: DEFAULT_RETURN_PATH, message: STORE_TEXTS.connected };
  }

  /** Installations nobody claimed in time: their tokens are forgotten. */
  private async forgetExpiredInstallations(manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM "catalogue"."store_installations" WHERE "expires_at" <= now()`);
  }

  /** The code becomes the store's token, with every scope the app needs, and the store is read. */
  private async exchange(code: string): Promise<ConnectedStore> {
    try {
      const token = await this.tiendanube.exchangeCode(code);
      const missing = missingScopes(token.scope);
      if (missing.length) {
        this.logger.warn('store.scopes-missing', { storeId: token.storeId, granted: token.scope, missing });
        throw new DomainError('TIENDANUBE_ERROR', `${STORE_TEXTS.scopesMissing} (${missing.join(', ')})`);
      }
      return await this.readStore(token.storeId, token.accessToken);
    } catch (error) {
      throw storeFailure(error);
    }
  }

  private async readStore(storeId: string, accessToken: string): Promise<ConnectedStore> {
    const store = await this.tiendanube.store(storeId, accessToken).getStore();
    const language = store.main_language ?? 'es';
    return {
      storeId,
      accessToken,
      storeName: pickLanguage(store.name, language) || null,
      storeDomain: store.original_domain ?? store.domains?.[0] ?? null,
      storeUrl: storefrontUrl(store),
      domains: [...(store.domains ?? []), ...(store.original_domain ? [store.original_domain] : [])].filter(Boolean),
      language,
    };
  }

  /** Binds the store to the brand, in the caller's transaction, as the service's own work. */
  private async saveConnection(manager: EntityManager, brandId: string, store: ConnectedStore): Promise<void> {
    // A store belongs to one brand. Installing it again for another brand gave Tiendanube's
    // new token to this one and voided the old, so the previous brand is disconnected.
    const previous = await manager.getRepository(StoreConnectionEntity).findOneBy({ storeId: store.storeId });
    if (previous && previous.brandId !== brandId) await this.clear(manager, previous.brandId);
    // Whatever waited for a claim is superseded by this connection's token.
    await manager.query(`DELETE FROM "catalogue"."store_installations" WHERE "store_id" = $1`, [store.storeId]);
    // A new installation starts with no remembered deliveries: its first app/uninstalled or
    // product/updated is news even if the last installation sent the same one yesterday.
    await manager.query(`DELETE FROM "catalogue"."webhook_receipts" WHERE "store_id" = $1`, [store.storeId]);
    await manager.getRepository(StoreConnectionEntity).save({
      brandId,
      storeId: store.storeId,
      storeDomain: store.storeDomain,
      storeName: store.storeName,
      storeUrl: store.storeUrl,
      accessTokenEncrypted: this.cipher.encrypt(store.accessToken),
      mainLanguage: store.language,
      sandbox: this.env.TIENDANUBE_SANDBOX,
      connectedAt: new Date(),
      disconnectReason: null,
      suspendedAt: null,
    });
    if (store.storeUrl)
      await this.outbox.add(manager, CatalogueEvents.storeConnected, { brandId, storeUrl: store.storeUrl, domains: store.domains });
  }

  /** What a connection needs in the store: our webhooks and the storefront script. */
  private async afterConnect(brandId: string, store: ConnectedStore): Promise<void> {
    await this.registerWebhooks(store.storeId, store.accessToken);
    await this.installScript(store.storeId, store.accessToken, brandId);
    this.logger.info('store.connected', { brandId, storeId: store.storeId });
  }

  async disconnect(actor: Actor, brandId?: string): Promise<{ message: string }> {
    const scope = brandScope(actor, brandId);
    await this.clear(this.dataSource.manager, scope);
    return { message: STORE_TEXTS.disconnected };
  }

  /**
   * Forgets the store's token and details (disconnect, app/uninstalled, a dead token); which
   * store it was is kept aside until Tiendanube's store/redact asks for the rest, and why
   * Tiendanube ended it, when it did, so the brand is told.
   */
  async clear(manager: EntityManager, brandId: string, reason: 'uninstalled' | 'token_revoked' | null = null): Promise<void> {
    await manager.query(
      `UPDATE "catalogue"."store_connections"
       SET "former_store_id" = COALESCE("store_id", "former_store_id"), "store_id" = NULL, "store_domain" = NULL, "store_name" = NULL, "store_url" = NULL,
           "access_token_encrypted" = NULL, "connected_at" = NULL, "disconnect_reason" = $2, "updated_at" = now()
       WHERE "brand_id" = $1`,
      [brandId, reason],
    );
  }

  /** The store answered 401 to its token: it is disconnected, and the brand is told why. */
  private async tokenRevoked(brandId: string, storeId: string): Promise<void> {
    // Whoever's call met the dead token (a creator's discount code, a webhook), the brand's row goes.
    await asSystem(() =>
      this.dataSource.transaction(async (manager) => {
        const still = await manager.getRepository(StoreConnectionEntity).findOneBy({ brandId, storeId });
        if (still) await this.clear(manager, brandId, 'token_revoked');
      }),
    );
    this.logger.warn('store.token-revoked', { brandId, storeId });
  }

  /** The brands a store belongs or belonged to (store/redact and the customers' requests ask by store). */
  async brandsOfStore(manager: EntityManager, storeId: string): Promise<{ brandId: string; connected: boolean }[]> {
    const rows: { brand_id: string; connected: boolean }[] = await manager.query(
      `SELECT "brand_id", ("store_id" = $1 AND "access_token_encrypted" IS NOT NULL) AS "connected"
       FROM "catalogue"."store_connections" WHERE "store_id" = $1 OR "former_store_id" = $1`,
      [storeId],
    );
    return rows.map((r) => ({ brandId: r.brand_id, connected: r.connected }));
  }

  /**
   * The API bound to a connected brand's token, with the store's main language. The token is read
   * as the service's own (a creator's approved discount code is made in the brand's store); the
   * caller has checked the actor may act on the brand, and the token never leaves the service.
   */
  async apiFor(brandId: string): Promise<{ api: StoreApi; language: string; storeId: string; storeUrl: string | null }> {
    const row = await asSystem(() => this.connections.findOneBy({ brandId }));
    if (!row?.storeId || !row.accessTokenEncrypted) throw new DomainError('STORE_NOT_CONNECTED');
    const storeId = row.storeId;
    return {
      api: this.tiendanube.store(storeId, this.cipher.decrypt(row.accessTokenEncrypted), () => this.tokenRevoked(brandId, storeId)),
      language: row.mainLanguage,
      storeId: row.storeId,
      storeUrl: row.storeUrl,
    };
  }

  /** Since when Tiendanube suspended the app's access to a brand's store (app/suspended); null when it has access. */
  async suspendedSince(brandId: string): Promise<Date | null> {
    return (await asSystem(() => this.connections.findOneBy({ brandId })))?.suspendedAt ?? null;
  }

  async brandOfStore(storeId: string): Promise<string | null> {
    return (await this.connections.findOneBy({ storeId }))?.brandId ?? null;
  }

  /** Registers what is missing; a refusal (e.g. Tiendanube wants https) is logged, the connection stands. */
  private async registerWebhooks(storeId: string, accessToken: string): Promise<void> {
    const api = this.tiendanube.store(storeId, accessToken);
    const url = new URL('/webhooks/tiendanube', this.env.PUBLIC_URL).toString();
    try {
      const existing = await api.listWebhooks();
      for (const event of WEBHOOK_EVENTS) {
        if (!existing.some((w) => w.event === event && w.url === url)) await api.createWebhook(event, url);
      }
    } catch (error) {
      this.logger.warn('store.webhooks-not-registered', { storeId, url, error: String(error) });
    }
  }

  /**
   * Associates the storefront script (issue 14 §3) with the store, or points an association the
   * store already has at this brand. A refusal (no write_scripts, a store that does not allow
   * scripts, a 402) is logged; the connection stands and the brand can paste the pixel by hand.
   */
  private async installScript(storeId: string, accessToken: string, brandId: string): Promise<void> {
    const scriptId = this.env.TIENDANUBE_SCRIPT_ID;
    if (!scriptId) return;
    const api = this.tiendanube.store(storeId, accessToken);
    const params = { brand: brandId, origin: new URL(this.env.PUBLIC_URL).origin };
    try {
      const existing = (await api.listScripts()).find((s) => s.script_id === scriptId);
      if (!existing) await api.associateScript(scriptId, params);
      else if (existing.query_params !== JSON.stringify(params)) await api.updateScript(existing.id, params);
    } catch (error) {
      this.logger.warn('store.script-not-installed', { storeId, scriptId, error: String(error) });
    }
  }
}
