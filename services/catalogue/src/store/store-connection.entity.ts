import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A brand's Tiendanube store. Connected means a store id and a token are both present. */
@Entity({ name: 'store_connections' })
export class StoreConnectionEntity {
  @PrimaryColumn({ type: 'uuid' })
  brandId!: string;

  @Column({ type: 'text', nullable: true })
  storeId!: string | null;

  /** The store it had before an uninstall or a disconnect, for Tiendanube's store/redact 48 h later. */
  @Column({ type: 'text', nullable: true })
  formerStoreId!: string | null;

  @Column({ type: 'text', nullable: true })
  storeDomain!: string | null;

  @Column({ type: 'text', nullable: true })
  storeName!: string | null;

  /** The storefront's address (https://…), where store links lead. */
  @Column({ type: 'text', nullable: true })
  storeUrl!: string | null;

  /** AES-256-GCM of the access token (Tiendanube tokens never expire). */
  @Column({ type: 'text', nullable: true })
  accessTokenEncrypted!: string | null;

  @Column({ type: 'text', default: 'es' })
  mainLanguage!: string;

  @Column({ type: 'boolean', default: false })
  sandbox!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  connectedAt!: Date | null;

  /** Why Tiendanube ended the connection, when it did (the brand's own disconnect leaves it null). */
  @Column({ type: 'text', nullable: true })
  disconnectReason!: 'uninstalled' | 'token_revoked' | null;

  /** Since when Tiendanube suspended the app's access for lack of payment (app/suspended); null when it has access. */
  @Column({ type: 'timestamptz', nullable: true })
  suspendedAt!: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** A signed OAuth `state`, single use: its nonce is spent when the callback arrives. */
@Entity({ name: 'oauth_states' })
export class OauthStateEntity {
  @PrimaryColumn({ type: 'text' })
  nonce!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'uuid' })
  brandId!: string;

  @Column({ type: 'text' })
  returnPath!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}

@Entity({ name: 'sync_jobs' })
export class SyncJobEntity {
  @Column({ type: 'uuid', primary: true, default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ type: 'uuid' })
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

  @Column({ type: 'timestamptz', default: () => 'now()' })
  startedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
