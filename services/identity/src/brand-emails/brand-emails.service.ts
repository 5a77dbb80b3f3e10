import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  BRAND_EMAILS_PER_DAY,
  BRAND_EMAILS_PER_HOUR,
  RECIPIENT_BRAND_EMAILS_PER_DAY,
  type AdmitBrandEmailRequest,
  type BrandEmailAdmission,
  type EmailOptOut,
} from '@afilia/contracts';
import { DomainError, JsonLogger } from '@afilia/service-kit';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';

/** An opt-out token: the brand's id, the recipient's hash, and the first bytes of their HMAC. */
const BRAND_BYTES = 16;
const RECIPIENT_BYTES = 32;
const MAC_BYTES = 16;
const TOKEN_BYTES = BRAND_BYTES + RECIPIENT_BYTES + MAC_BYTES;

const uuidFrom = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The limits on the e-mails a brand causes, and the recipients' refusals (issue 36 §3, decision
 * 230), in identity's Postgres so every replica counts the same rows. An address is known only by
 * its HMAC under a key of identity's own: the tables say who was written to without holding one
 * more copy of an address, and a guessed address cannot be checked against them without the key.
 */
@Injectable()
export class BrandEmailsService {
  private readonly recipientKey: Buffer;
  private readonly tokenKey: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_ENV) env: IdentityEnv,
    private readonly logger: JsonLogger,
  ) {
    const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', env.IDENTITY_SECRET, 'afilia-identity', purpose, 32));
    this.recipientKey = derive('brand-email-recipient');
    this.tokenKey = derive('brand-email-opt-out');
  }

  /** The address as the tables know it. */
  recipientHash(email: string): Buffer {
    return createHmac('sha256', this.recipientKey).update(email.trim().toLowerCase()).digest();
  }

  /** The opt-out link's token for this brand and address: signed, so nobody makes one for another address. */
  optOutToken(brandId: string, recipient: Buffer): string {
    const body = Buffer.concat([Buffer.from(brandId.replace(/-/g, ''), 'hex'), recipient]);
    const mac = createHmac('sha256', this.tokenKey).update(body).digest().subarray(0, MAC_BYTES);
    return Buffer.concat([body, mac]).toString('base64url');
  }

  /** The brand and recipient an opt-out token names, or NOT_FOUND when identity did not sign it. */
  private readToken(token: string): { brandId: string; recipient: Buffer } {
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) throw new DomainError('EMAIL_OPT_OUT_INVALID');
    const body = bytes.subarray(0, BRAND_BYTES + RECIPIENT_BYTES);
    const expected = createHmac('sha256', this.tokenKey).update(body).digest().subarray(0, MAC_BYTES);
    if (!timingSafeEqual(expected, bytes.subarray(BRAND_BYTES + RECIPIENT_BYTES))) throw new DomainError('EMAIL_OPT_OUT_INVALID');
    return { brandId: uuidFrom(bytes.subarray(0, BRAND_BYTES)), recipient: body.subarray(BRAND_BYTES) };
  }

  /**
   * Whether a brand's invitation e-mail may go to this address now, in the caller's transaction:
   * not where the address refused the brand, nor past the brand's hour or day or the address's
   * day. An admitted e-mail is recorded under its key, and the same key asked again is answered
   * without counting it twice (only a refusal made since stops it). Each brand and each address
   * is counted under a transaction lock of its own, so two replicas admitting at once cannot both
   * take the last place; the brand's lock is always taken first, so two of them never wait on
   * each other.
   */
  async admit(manager: EntityManager, request: AdmitBrandEmailRequest): Promise<BrandEmailAdmission> {
    const recipient = this.recipientHash(request.email);
    const hash = recipient.toString('hex');
    const send = (): BrandEmailAdmission => ({ send: true, optOutToken: this.optOutToken(request.brandId, recipient) });
    const optedOut = async () =>
      (
        await manager.query(`SELECT 1 FROM "identity"."email_opt_outs" WHERE "recipient_hash" = $1 AND "brand_id" = $2`, [
          hash,
          request.brandId,
        ])
      ).length > 0;

    const [known]: { brand_id: string }[] = await manager.query(`SELECT "brand_id" FROM "identity"."brand_emails" WHERE "key" = $1`, [
      request.key,
    ]);
    if (known) return (await optedOut()) ? { send: false, hold: 'opted-out' } : send();

    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`brand-email:brand:${request.brandId}`]);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`brand-email:recipient:${hash}`]);
    if (await optedOut()) return { send: false, hold: 'opted-out' };
    const [counts]: { brand_hour: number; brand_day: number; recipient_day: number }[] = await manager.query(
      `SELECT
         (SELECT count(*)::int FROM "identity"."brand_emails" WHERE "brand_id" = $1 AND "sent_at" > now() - interval '1 hour') AS "brand_hour",
         (SELECT count(*)::int FROM "identity"."brand_emails" WHERE "brand_id" = $1 AND "sent_at" > now() - interval '1 day') AS "brand_day",
         (SELECT count(*)::int FROM "identity"."brand_emails" WHERE "recipient_hash" = $2 AND "sent_at" > now() - interval '1 day') AS "recipient_day"`,
      [request.brandId, hash],
    );
    const hold =
      counts!.brand_hour >= BRAND_EMAILS_PER_HOUR
        ? 'brand-hour'
        : counts!.brand_day >= BRAND_EMAILS_PER_DAY
          ? 'brand-day'
          : counts!.recipient_day >= RECIPIENT_BRAND_EMAILS_PER_DAY
            ? 'recipient-day'
            : null;
    if (hold) {
      this.logger.warn('identity.brand-email.held', { brandId: request.brandId, kind: request.kind, hold });
      return { send: false, hold };
    }
    // A key another transaction recorded meanwhile was admitted there: this one counts nothing more.
    await manager.query(
      `INSERT INTO "identity"."brand_emails" ("brand_id", "recipient_hash", "kind", "key") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("key") DO NOTHING`,
      [request.brandId, hash, request.kind, request.key],
    );
    return send();
  }

  /** Notifications' question before it sends an invitation (its own transaction). */
  admitNow(request: AdmitBrandEmailRequest): Promise<BrandEmailAdmission> {
    return this.dataSource.transaction((manager) => this.admit(manager, request));
  }

  /** What the opt-out page shows: the brand's name, and whether the address refused it already. */
  async lookup(token: string): Promise<EmailOptOut> {
    const { brandId, recipient } = this.readToken(token);
    const [row]: { name: string; opted_out: boolean }[] = await this.dataSource.query(
      `SELECT b."name", EXISTS (SELECT 1 FROM "identity"."email_opt_outs" o WHERE o."brand_id" = b."id" AND o."recipient_hash" = $2) AS "opted_out"
         FROM "identity"."brands" b WHERE b."id" = $1`,
      [brandId, recipient.toString('hex')],
    );
    if (!row) throw new DomainError('EMAIL_OPT_OUT_INVALID');
    return { brandName: row.name, optedOut: row.opted_out };
  }

  /** The refusal: from now on, that brand's invitations to that address send nothing. Recording it twice changes nothing. */
  async optOut(token: string): Promise<EmailOptOut> {
    const { brandId, recipient } = this.readToken(token);
    const found = await this.lookup(token);
    await this.dataSource.query(
      `INSERT INTO "identity"."email_opt_outs" ("recipient_hash", "brand_id") VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [recipient.toString('hex'), brandId],
    );
    if (!found.optedOut) this.logger.info('identity.email-opt-out.recorded', { brandId });
    return { brandName: found.brandName, optedOut: true };
  }
}
