import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A brand's Tiendanube store. Connected means a store id and a token are both present. */
@Entity({ name: 'store_connections' })
export class StoreConnectionEntity {
  @PrimaryColumn({ name: 'brand_id', type: 'uuid' })
  brandId!: string;

  @Column({ name: 'store_id', type: 'text', nullable: true })
  storeId!: string | null;

  @Column({ name: 'store_domain', type: 'text', nullable: true })
  storeDomain!: string | null;

  @Column({ name: 'store_name', type: 'text', nullable: true })
  storeName!: string | null;

  /** AES-256-GCM of the access token (Tiendanube tokens never expire). */
  @Column({ name: 'access_token_encrypted', type: 'text', nullable: true })
  accessTokenEncrypted!: string | null;

  @Column({ name: 'main_language', type: 'text', default: 'es' })
  mainLanguage!: string;

  @Column({ type: 'boolean', default: false })
  sandbox!: boolean;

  @Column({ name: 'connected_at', type: 'timestamptz', nullable: true })
  connectedAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** A signed OAuth `state`, single use: its nonce is spent when the callback arrives. */
@Entity({ name: 'oauth_states' })
export class OauthStateEntity {
  @PrimaryColumn({ type: 'text' })
  nonce!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'brand_id', type: 'uuid' })
  brandId!: string;

  @Column({ name: 'return_path', type: 'text' })
  returnPath!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}

@Entity({ name: 'sync_jobs' })
export class SyncJobEntity {
  @Column({ type: 'uuid', primary: true, default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ name: 'brand_id', type: 'uuid' })
  brandId!: string;

  @Column({ type: 'text', default: 'running' })
  status!: 'running' | 'done' | 'failed';

  @Column({ type: 'integer', default: 0 })
  processed!: number;

  @Column({ type: 'integer', nullable: true })
  total!: number | null;

  @Column({ type: 'integer', default: 0 })
  created!: number;

  @Column({ type: 'integer', default: 0 })
  updated!: number;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
