import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  API_KEY_FORMAT,
  API_KEY_PREFIX,
  API_KEY_TEXTS,
  API_KEYS_MAX,
  IdentityEvents,
  type Actor,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
  type VerifiedApiKey,
} from '@afilia/contracts';
import { asSystem, canActOnBrand, DomainError, isUniqueViolation, JsonLogger, Outbox } from '@afilia/service-kit';
import { AccountsService } from '../accounts/accounts.service.js';
import { reachableBrand } from '../brands/reachable-brand.js';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';
import { ApiKeyEntity } from './api-key.entity.js';

/** A key's last use is written at most this often: the gateway asks again only after its cache expires. */
const LAST_USED_EVERY_MS = 60_000;

/** The roles that may hold keys: a key acts as its brand, and only these reach no further than their brands. */
const KEY_HOLDERS = new Set(['brand', 'agency']);

/**
 * A brand's API keys (issue 39 §1, decision 244). The secret leaves identity once, in the answer
 * to its creation; identity keeps an HMAC of it under a key derived from IDENTITY_SECRET, so a
 * copy of the table opens nothing. A key acts as the person who made it, narrowed to its brand,
 * and only while that person may still act on the brand (an agency unlinked, its keys stop).
 */
@Injectable()
export class ApiKeysService {
  private readonly hashKey: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_ENV) env: IdentityEnv,
    private readonly accounts: AccountsService,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {
    this.hashKey = Buffer.from(hkdfSync('sha256', env.IDENTITY_SECRET, 'afilia-identity', 'api-key', 32));
  }

  private hash(secret: string): Buffer {
    return createHmac('sha256', this.hashKey).update(secret).digest();
  }

  async list(actor: Actor, brandId: string): Promise<ApiKey[]> {
    await reachableBrand(this.dataSource, this.logger, actor, brandId, 'api-key.list');
    const rows = await this.dataSource.query<KeyRow[]>(`${KEY_ROWS} WHERE k.brand_id = $1 ORDER BY k.created_at DESC`, [brandId]);
    return rows.map(toApiKey);
  }

  async create(actor: Actor, brandId: string, name: string, scopes: ApiKeyScope[]): Promise<CreatedApiKey> {
    await reachableBrand(this.dataSource, this.logger, actor, brandId, 'api-key.create');
    // An admin reaches every brand: a key made by one would too.
    if (!KEY_HOLDERS.has(actor.role)) throw new DomainError('FORBIDDEN');
    const publicId = randomBytes(6).toString('hex');
    const secret = randomBytes(32).toString('base64url');
    const id = await this.dataSource.transaction(async (manager) => {
      // One brand's creations one at a time, so the count below cannot be passed by two at once.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('api-keys:' || $1))`, [brandId]);
      const [counted] = await manager.query<{ active: number }[]>(
        `SELECT count(*)::int AS active FROM identity.api_keys WHERE brand_id = $1 AND revoked_at IS NULL`,
        [brandId],
      );
      if (counted!.active >= API_KEYS_MAX) throw new DomainError('INVALID_TRANSITION', API_KEY_TEXTS.tooMany);
      try {
        const inserted = await manager.getRepository(ApiKeyEntity).insert({
          brandId,
          publicId,
          secretHash: this.hash(secret),
          name,
          scopes,
          createdByUserId: actor.userId,
        });
        return inserted.identifiers[0]!.id as string;
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('ALREADY_EXISTS', API_KEY_TEXTS.nameTaken, 'name');
        throw error;
      }
    });
    this.logger.info('identity.api-key.created', { brandId, keyId: id, prefix: `${API_KEY_PREFIX}${publicId}`, scopes });
    return { ...(await this.one(id)), key: `${API_KEY_PREFIX}${publicId}_${secret}` };
  }

  async revoke(actor: Actor, brandId: string, id: string): Promise<ApiKey> {
    await reachableBrand(this.dataSource, this.logger, actor, brandId, 'api-key.revoke');
    await this.dataSource.transaction(async (manager) => {
      const revoked = await manager.query<{ id: string }[]>(
        `UPDATE identity.api_keys SET revoked_at = now() WHERE id = $1 AND brand_id = $2 AND revoked_at IS NULL RETURNING id`,
        [id, brandId],
      );
      if (revoked.length) await this.outbox.add(manager, IdentityEvents.apiKeyRevoked, { keyId: id, brandId });
    });
    const rows = await this.dataSource.query<KeyRow[]>(`${KEY_ROWS} WHERE k.id = $1 AND k.brand_id = $2`, [id, brandId]);
    if (!rows[0]) throw new DomainError('NOT_FOUND', API_KEY_TEXTS.notFound);
    this.logger.info('identity.api-key.revoked', { brandId, keyId: id });
    return toApiKey(rows[0]);
  }

  /**
   * Who a presented key acts as: its maker, narrowed to the key's brand. Any doubt (a key not in
   * the right shape, unknown, revoked, of a maker who left or lost the brand) answers the same
   * UNAUTHENTICATED, so a guesser learns nothing.
   */
  verify(key: string): Promise<VerifiedApiKey> {
    // No actor asks: the key itself is the credential, and it may be any brand's.
    return asSystem(() => this.verifyKey(key));
  }

  private async verifyKey(key: string): Promise<VerifiedApiKey> {
    const invalid = () => new DomainError('UNAUTHENTICATED', API_KEY_TEXTS.invalid);
    const parts = API_KEY_FORMAT.exec(key);
    if (!parts) throw invalid();
    const row = await this.dataSource.getRepository(ApiKeyEntity).findOneBy({ publicId: parts[1]! });
    if (!row || row.revokedAt || !timingSafeEqual(row.secretHash, this.hash(parts[2]!))) throw invalid();
    const maker = await this.accounts.actorFor(row.createdByUserId).catch(() => null);
    if (!maker || !KEY_HOLDERS.has(maker.role) || !canActOnBrand(maker, row.brandId)) throw invalid();
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS)
      await this.dataSource.query(`UPDATE identity.api_keys SET last_used_at = now() WHERE id = $1`, [row.id]);
    return {
      keyId: row.id,
      name: row.name,
      prefix: `${API_KEY_PREFIX}${row.publicId}`,
      scopes: row.scopes,
      actor: { ...maker, brandIds: [row.brandId] },
    };
  }

  private async one(id: string): Promise<ApiKey> {
    const rows = await this.dataSource.query<KeyRow[]>(`${KEY_ROWS} WHERE k.id = $1`, [id]);
    return toApiKey(rows[0]!);
  }
}

interface KeyRow {
  id: string;
  brand_id: string;
  name: string;
  scopes: ApiKeyScope[];
  public_id: string;
  created_at: Date;
  created_by_name: string;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const KEY_ROWS = `SELECT k.id, k.brand_id, k.name, k.scopes, k.public_id, k.created_at, u.name AS created_by_name, k.last_used_at, k.revoked_at
  FROM identity.api_keys k JOIN identity.users u ON u.id = k.created_by_user_id`;

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    brandId: row.brand_id,
    name: row.name,
    scopes: row.scopes,
    prefix: `${API_KEY_PREFIX}${row.public_id}`,
    createdAt: row.created_at.toISOString(),
    createdByName: row.created_by_name,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}
