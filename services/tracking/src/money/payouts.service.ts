import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  PAYOUT_TEXTS,
  percentFromFraction,
  type Actor,
  type PayeeBalance,
  type MessageResponse,
  type Payout,
  type PayoutAccount,
  type PayoutBatch,
  type PayoutBatchDetail,
  type PayoutStatus,
  type AgencyBrandFees,
  type PayeeType,
  TrackingEvents,
} from '@afilia/contracts';
import { DomainError, JsonLogger, lookupNames, Outbox, requireAdmin, ServiceClient } from '@afilia/service-kit';
import { TRACKING_ENV, type TrackingEnv } from '../config/env.js';
import { CommissionClearing } from './commission-clearing.js';
import { balancesOf, payoutEntries, post } from './ledger.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';

interface PayoutRow {
  id: string;
  batch_id: string;
  payee_type: PayeeType;
  payee_id: string;
  amount_cents: string;
  status: PayoutStatus;
  method: Payout['method'];
  destination: string;
  holder_name: string;
  idempotency_key: string;
  created_at: Date;
  paid_at: Date | null;
}

function toPayout(row: PayoutRow, payeeName: string | null): Payout {
  return {
    id: row.id,
    batchId: row.batch_id,
    payeeType: row.payee_type,
    payeeId: row.payee_id,
    payeeName,
    amountCents: Number(row.amount_cents),
    status: row.status,
    method: row.method,
    destination: row.destination,
    holderName: row.holder_name,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

/** Holds one batch at a time across replicas (pg_advisory_xact_lock's key). */
const BATCH_LOCK = 7_314_001;

/** Who is paid: a creator its commissions, an agency its fees. */
interface Payee {
  type: PayeeType;
  id: string;
}

/**
 * Payouts to creators and agencies (issue 14 §5, decision 171): balances from the ledger, the
 * payee's payout account, and the admin's batches: every payee whose available balance reaches
 * the minimum and who has an account is paid it, under an idempotency key of its own; the
 * provider sends it, and settles it paid or failed (the embedded provider: the admin marks the
 * batch paid by hand).
 */
@Injectable()
export class PayoutsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(TRACKING_ENV) private readonly env: TrackingEnv,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly clearing: CommissionClearing,
    private readonly client: ServiceClient,
    private readonly logger: JsonLogger,
    private readonly outbox: Outbox,
  ) {}

  private payeeOf(actor: Actor): Payee {
    if (actor.role === 'creator' && actor.creatorId) return { type: 'creator', id: actor.creatorId };
    if (actor.role === 'agency' && actor.agencyId) return { type: 'agency', id: actor.agencyId };
    throw new DomainError('FORBIDDEN');
  }

  async saveAccount(actor: Actor, account: PayoutAccount): Promise<MessageResponse> {
    const payee = this.payeeOf(actor);
    await this.dataSource.query(
      `INSERT INTO "tracking"."payout_accounts" ("payee_id", "payee_type", "method", "value", "holder_name") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("payee_id") DO UPDATE SET "method" = EXCLUDED."method", "value" = EXCLUDED."value",
         "holder_name" = EXCLUDED."holder_name", "updated_at" = now()`,
      [payee.id, payee.type, account.method, account.value, account.holderName],
    );
    return { message: PAYOUT_TEXTS.accountSaved };
  }

  async payeeBalance(actor: Actor): Promise<PayeeBalance> {
    const payee = this.payeeOf(actor);
    const [balances, [account], payouts] = await Promise.all([
      balancesOf(this.dataSource.manager, payee.id),
      this.dataSource.query(`SELECT "method", "value", "holder_name" FROM "tracking"."payout_accounts" WHERE "payee_id" = $1`, [
        payee.id,
      ]) as Promise<{ method: Payout['method']; value: string; holder_name: string }[]>,
      this.dataSource.query(`SELECT * FROM "tracking"."payouts" WHERE "payee_id" = $1 ORDER BY "created_at" DESC LIMIT 20`, [
        payee.id,
      ]) as Promise<PayoutRow[]>,
    ]);
    return {
      pendingCents: balances[`${payee.type}_pending`],
      availableCents: balances[`${payee.type}_available`],
      inPayoutCents: balances[`${payee.type}_in_payout`],
      paidCents: balances[`${payee.type}_paid`],
      minimumCents: this.env.PAYOUT_MINIMUM_CENTS,
      account: account ? { method: account.method, value: account.value, holderName: account.holder_name } : null,
      payouts: payouts.map((p) => toPayout(p, null)),
      provider: this.provider.name === 'mercadopago' ? 'mercadopago' : 'manual',
    };
  }

  /**
   * The agency panel's fees per brand (decision 171): every brand the agency manages or earned
   * from, with the fee in force, what its sales earned the agency (cancelled ones not), what was
   * paid to it in settled payouts, and the difference still to be paid.
   */
  async agencyBrandFees(actor: Actor): Promise<AgencyBrandFees> {
    if (actor.role !== 'agency' || !actor.agencyId) throw new DomainError('FORBIDDEN');
    const rows: { brand_id: string; rate: string | null; earned: string; paid: string }[] = await this.dataSource.query(
      `WITH "brands" AS (SELECT unnest($2::uuid[]) AS "brand_id" UNION SELECT "brand_id" FROM "tracking"."transactions" WHERE "agency_id" = $1)
       SELECT b."brand_id",
              (SELECT CASE WHEN f."agency_id" = $1 THEN f."rate" END FROM "tracking"."agency_fees" f
                WHERE f."brand_id" = b."brand_id" ORDER BY f."effective_at" DESC LIMIT 1) AS "rate",
              coalesce(sum(t."amount_agency_cents"), 0) AS "earned",
              coalesce(sum(t."amount_agency_cents") FILTER (WHERE p."status" = 'paid'), 0) AS "paid"
         FROM "brands" b
         LEFT JOIN "tracking"."transactions" t ON t."brand_id" = b."brand_id" AND t."agency_id" = $1 AND t."status" <> 'cancelled'
         LEFT JOIN "tracking"."payouts" p ON p."id" = t."agency_payout_id"
        GROUP BY b."brand_id"`,
      [actor.agencyId, actor.brandIds],
    );
    const names = await lookupNames(
      this.client,
      rows.map((r) => r.brand_id),
      [],
    ).catch(() => null);
    return rows
      .map((row) => ({
        brandId: row.brand_id,
        brandName: names?.brands.get(row.brand_id)?.name ?? null,
        feePercent: row.rate === null ? null : percentFromFraction(row.rate),
        earnedCents: Number(row.earned),
        pendingCents: Number(row.earned) - Number(row.paid),
        paidCents: Number(row.paid),
      }))
      .sort((a, b) => (a.brandName ?? '').localeCompare(b.brandName ?? '', 'es'));
  }

  /**
   * A batch of payouts: first the commissions whose holding period ended are cleared, then every
   * creator or agency with an account, no payout on its way and an available balance of at least
   * the minimum gets one of that balance; the cleared commissions (or fees) it pays go with it.
   * Null when nobody is owed enough.
   */
  async createBatch(actor: Actor): Promise<PayoutBatchDetail | null> {
    requireAdmin(actor);
    await this.clearing.run();
    const batchId = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1)`, [BATCH_LOCK]);
      const owed: {
        payee_id: string;
        payee_type: PayeeType;
        available: string;
        method: Payout['method'];
        value: string;
        holder_name: string;
      }[] = await manager.query(
        `SELECT e."owner_id" AS "payee_id", a."payee_type", sum(e."amount_cents") AS "available", a."method", a."value", a."holder_name"
           FROM "tracking"."ledger_entries" e
           JOIN "tracking"."payout_accounts" a ON a."payee_id" = e."owner_id" AND e."account" = a."payee_type" || '_available'
          WHERE e."account" IN ('creator_available', 'agency_available')
            AND NOT EXISTS (SELECT 1 FROM "tracking"."payouts" p WHERE p."payee_id" = e."owner_id" AND p."status" IN ('pending', 'sent'))
          GROUP BY e."owner_id", a."payee_type", a."method", a."value", a."holder_name"
         HAVING sum(e."amount_cents") >= $1`,
        [this.env.PAYOUT_MINIMUM_CENTS],
      );
      if (owed.length === 0) return null;
      const [batch]: { id: string }[] = await manager.query(
        `INSERT INTO "tracking"."payout_batches" ("provider", "minimum_cents", "created_by") VALUES ($1, $2, $3) RETURNING "id"`,
        [this.provider.name, this.env.PAYOUT_MINIMUM_CENTS, actor.userId],
      );
      for (const payee of owed) {
        const amount = Number(payee.available);
        const [payout]: { id: string }[] = await manager.query(
          `INSERT INTO "tracking"."payouts"
             ("batch_id", "payee_type", "payee_id", "amount_cents", "method", "destination", "holder_name", "idempotency_key")
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING "id"`,
          [
            batch!.id,
            payee.payee_type,
            payee.payee_id,
            amount,
            payee.method,
            payee.value,
            payee.holder_name,
            `payout-${batch!.id}-${payee.payee_id}`,
          ],
        );
        await post(manager, payoutEntries(payout!.id, { type: payee.payee_type, id: payee.payee_id }, amount, 'payout'));
        // A creator's cleared commissions and earnings, or an agency's cleared fees, go with the payout.
        await manager.query(
          payee.payee_type === 'creator'
            ? `UPDATE "tracking"."transactions" SET "payout_id" = $1
                WHERE "creator_id" = $2 AND "status" = 'completed' AND "payout_id" IS NULL AND NOT "is_test"`
            : `UPDATE "tracking"."transactions" SET "agency_payout_id" = $1
                WHERE "agency_id" = $2 AND "status" IN ('completed', 'paid') AND "agency_payout_id" IS NULL AND NOT "is_test"`,
          [payout!.id, payee.payee_id],
        );
        if (payee.payee_type === 'creator')
          await manager.query(
            `UPDATE "tracking"."earnings" SET "payout_id" = $1 WHERE "creator_id" = $2 AND "status" = 'completed' AND "payout_id" IS NULL`,
            [payout!.id, payee.payee_id],
          );
      }
      return batch!.id;
    });
    if (batchId) this.logger.info('payouts.batch-created', { batchId, provider: this.provider.name });
    await this.sendUnsent();
    return batchId ? this.batch(batchId) : null;
  }

  /**
   * Asks the provider to send every payout it has not acknowledged yet, this batch's and any an
   * earlier attempt left (the provider was down, or the process stopped after the batch
   * committed): each goes with its own idempotency key, so one sent twice is paid once.
   */
  private async sendUnsent(): Promise<void> {
    if (this.provider.name === 'manual') return;
    const unsent: PayoutRow[] = await this.dataSource.query(
      `SELECT p.* FROM "tracking"."payouts" p JOIN "tracking"."payout_batches" b ON b."id" = p."batch_id"
        WHERE p."status" = 'pending' AND b."provider" = $1 ORDER BY p."created_at"`,
      [this.provider.name],
    );
    for (const row of unsent) {
      try {
        const sent = await this.provider.sendPayout(toPayout(row, null));
        if (sent.status === 'sent')
          await this.dataSource.query(
            `UPDATE "tracking"."payouts" SET "status" = 'sent', "sent_at" = now(), "provider_reference" = $2 WHERE "id" = $1 AND "status" = 'pending'`,
            [row.id, sent.reference],
          );
      } catch (error) {
        // Left pending: the next batch sends it again under the same key.
        this.logger.warn('payouts.send-failed', { payoutId: row.id, error: String(error) });
      }
    }
  }

  /** The embedded provider's settlement: the admin paid every payout of the batch still on its way. */
  async markBatchPaid(actor: Actor, batchId: string): Promise<PayoutBatchDetail> {
    requireAdmin(actor);
    if (this.provider.name !== 'manual') throw new DomainError('INVALID_TRANSITION', PAYOUT_TEXTS.batchProviderSettles);
    const open: { id: string }[] = await this.dataSource.query(
      `SELECT "id" FROM "tracking"."payouts" WHERE "batch_id" = $1 AND "status" IN ('pending', 'sent')`,
      [batchId],
    );
    for (const payout of open) await this.dataSource.transaction((manager) => this.settle(manager, payout.id, 'paid'));
    this.logger.info('payouts.batch-paid', { batchId, payouts: open.length });
    return this.batch(batchId);
  }

  /**
   * A payout arrived (paid) or came back (failed), once: paid marks a creator's commissions paid
   * (an agency's fees read paid from the payout); failed returns its amount to the available
   * balance and frees its commissions or fees for the next batch.
   */
  async settle(manager: EntityManager, payoutId: string, outcome: 'paid' | 'failed', reason: string | null = null): Promise<boolean> {
    const [rows]: [{ payee_id: string; payee_type: PayeeType; amount_cents: string }[], number] = await manager.query(
      `UPDATE "tracking"."payouts" SET "status" = $2, "paid_at" = CASE WHEN $2 = 'paid' THEN now() END, "failure_reason" = $3
        WHERE "id" = $1 AND "status" IN ('pending', 'sent') RETURNING "payee_id", "payee_type", "amount_cents"`,
      [payoutId, outcome, reason],
    );
    const payout = rows[0];
    if (!payout) return false;
    const payee = { type: payout.payee_type, id: payout.payee_id };
    await post(manager, payoutEntries(payoutId, payee, Number(payout.amount_cents), outcome === 'paid' ? 'payout_paid' : 'payout_failed'));
    if (payee.type === 'agency') {
      if (outcome === 'failed')
        await manager.query(`UPDATE "tracking"."transactions" SET "agency_payout_id" = NULL WHERE "agency_payout_id" = $1`, [payoutId]);
    } else if (outcome === 'paid') {
      await manager.query(
        `UPDATE "tracking"."transactions" SET "status" = 'paid', "paid_at" = now() WHERE "payout_id" = $1 AND "status" = 'completed'`,
        [payoutId],
      );
      // The creator is told its money arrived (notifications' 'Pago enviado').
      await this.outbox.add(manager, TrackingEvents.payoutPaid, {
        payoutId,
        creatorId: payee.id,
        amountCents: Number(payout.amount_cents),
      });
    } else await this.freeForNextPayout(manager, payoutId, 'completed');
    return true;
  }

  /**
   * A paid payout the destination bank sent back (Money Out's `refunded` after `processed`),
   * once: the payout reads 'returned', its money goes from paid back to the payee's available
   * balance, and a creator's commissions it paid are payable again in the next batch.
   */
  async returned(manager: EntityManager, payoutId: string, reason: string): Promise<boolean> {
    const [rows]: [{ payee_id: string; payee_type: PayeeType; amount_cents: string }[], number] = await manager.query(
      `UPDATE "tracking"."payouts" SET "status" = 'returned', "failure_reason" = $2
        WHERE "id" = $1 AND "status" = 'paid' RETURNING "payee_id", "payee_type", "amount_cents"`,
      [payoutId, reason],
    );
    const payout = rows[0];
    if (!payout) return false;
    const payee = { type: payout.payee_type, id: payout.payee_id };
    await post(manager, payoutEntries(payoutId, payee, Number(payout.amount_cents), 'payout_returned'));
    if (payee.type === 'agency')
      await manager.query(`UPDATE "tracking"."transactions" SET "agency_payout_id" = NULL WHERE "agency_payout_id" = $1`, [payoutId]);
    else await this.freeForNextPayout(manager, payoutId, 'paid');
    this.logger.warn('payouts.returned', { payoutId, payeeType: payee.type, reason });
    return true;
  }

  /** A creator's payout failed (its commissions still read `completed`) or came back (`paid`): what it took is payable again. */
  private async freeForNextPayout(manager: EntityManager, payoutId: string, was: 'completed' | 'paid'): Promise<void> {
    await manager.query(
      `UPDATE "tracking"."transactions" SET "status" = 'completed', "paid_at" = NULL, "payout_id" = NULL WHERE "payout_id" = $1 AND "status" = $2`,
      [payoutId, was],
    );
    await manager.query(`UPDATE "tracking"."earnings" SET "payout_id" = NULL WHERE "payout_id" = $1`, [payoutId]);
  }

  async listBatches(actor: Actor): Promise<PayoutBatch[]> {
    requireAdmin(actor);
    const rows: BatchRow[] = await this.dataSource.query(`${BATCH_SELECT} GROUP BY b."id" ORDER BY b."created_at" DESC LIMIT 100`);
    return rows.map(toBatch);
  }

  async getBatch(actor: Actor, id: string): Promise<PayoutBatchDetail> {
    requireAdmin(actor);
    return this.batch(id);
  }

  private async batch(id: string): Promise<PayoutBatchDetail> {
    const [row]: BatchRow[] = await this.dataSource.query(`${BATCH_SELECT} WHERE b."id" = $1 GROUP BY b."id"`, [id]);
    if (!row) throw new DomainError('NOT_FOUND', 'Lote no encontrado');
    const payouts = await this.payoutsOf(id);
    const [names, agencies] = await Promise.all([
      lookupNames(
        this.client,
        [],
        payouts.filter((p) => p.payeeType === 'creator').map((p) => p.payeeId),
      ).catch(() => null),
      this.agencyNames(payouts.filter((p) => p.payeeType === 'agency').map((p) => p.payeeId)),
    ]);
    const nameOf = (p: Payout) => (p.payeeType === 'creator' ? names?.creators.get(p.payeeId)?.name : agencies.get(p.payeeId)) ?? null;
    return { ...toBatch(row), items: payouts.map((p) => ({ ...p, payeeName: nameOf(p) })) };
  }

  /** Agencies' names as identity last reported them with a fee. */
  private async agencyNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows: { agency_id: string; agency_name: string }[] = await this.dataSource.query(
      `SELECT DISTINCT ON ("agency_id") "agency_id", "agency_name" FROM "tracking"."agency_fees"
        WHERE "agency_id" = ANY($1::uuid[]) ORDER BY "agency_id", "effective_at" DESC`,
      [ids],
    );
    return new Map(rows.map((r) => [r.agency_id, r.agency_name]));
  }

  private async payoutsOf(batchId: string): Promise<Payout[]> {
    const rows: PayoutRow[] = await this.dataSource.query(
      `SELECT * FROM "tracking"."payouts" WHERE "batch_id" = $1 ORDER BY "created_at", "id"`,
      [batchId],
    );
    return rows.map((row) => toPayout(row, null));
  }
}

interface BatchRow {
  id: string;
  created_at: Date;
  provider: string;
  payouts: number;
  total: string;
  statuses: Partial<Record<PayoutStatus, number>> | null;
}

const BATCH_SELECT = `SELECT b."id", b."created_at", b."provider", count(p."id")::int AS "payouts", coalesce(sum(p."amount_cents"), 0) AS "total",
    (SELECT jsonb_object_agg(s."status", s."n") FROM (SELECT "status", count(*)::int AS "n" FROM "tracking"."payouts" WHERE "batch_id" = b."id" GROUP BY "status") s) AS "statuses"
  FROM "tracking"."payout_batches" b LEFT JOIN "tracking"."payouts" p ON p."batch_id" = b."id"`;

function toBatch(row: BatchRow): PayoutBatch {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    provider: row.provider,
    payouts: row.payouts,
    totalCents: Number(row.total),
    statuses: row.statuses ?? {},
  };
}
