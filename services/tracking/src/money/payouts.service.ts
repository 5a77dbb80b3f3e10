import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  PAYOUT_TEXTS,
  type Actor,
  type CreatorBalance,
  type MessageResponse,
  type Payout,
  type PayoutAccount,
  type PayoutBatch,
  type PayoutBatchDetail,
  type PayoutStatus,
} from '@afilia/contracts';
import { DomainError, JsonLogger, lookupNames, requireAdmin, ServiceClient } from '@afilia/service-kit';
import { TRACKING_ENV, type TrackingEnv } from '../config/env.js';
import { CommissionClearing } from './commission-clearing.js';
import { balancesOf, payoutEntries, post } from './ledger.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';

interface PayoutRow {
  id: string;
  batch_id: string;
  creator_id: string;
  amount_cents: string;
  status: PayoutStatus;
  method: Payout['method'];
  destination: string;
  holder_name: string;
  idempotency_key: string;
  created_at: Date;
  paid_at: Date | null;
}

function toPayout(row: PayoutRow, creatorName: string | null): Payout {
  return {
    id: row.id,
    batchId: row.batch_id,
    creatorId: row.creator_id,
    creatorName,
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

/**
 * Payouts to creators (issue 14 §5): balances from the ledger, the creator's payout account, and
 * the admin's batches: every creator whose available balance reaches the minimum and who has an
 * account is paid it, under an idempotency key of its own; the provider sends it, and settles it
 * paid or failed (the embedded provider: the admin marks the batch paid by hand).
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
  ) {}

  private creatorOf(actor: Actor): string {
    if (actor.role !== 'creator' || !actor.creatorId) throw new DomainError('FORBIDDEN');
    return actor.creatorId;
  }

  async saveAccount(actor: Actor, account: PayoutAccount): Promise<MessageResponse> {
    const creatorId = this.creatorOf(actor);
    await this.dataSource.query(
      `INSERT INTO "tracking"."payout_accounts" ("creator_id", "method", "value", "holder_name") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("creator_id") DO UPDATE SET "method" = EXCLUDED."method", "value" = EXCLUDED."value",
         "holder_name" = EXCLUDED."holder_name", "updated_at" = now()`,
      [creatorId, account.method, account.value, account.holderName],
    );
    return { message: PAYOUT_TEXTS.accountSaved };
  }

  async creatorBalance(actor: Actor): Promise<CreatorBalance> {
    const creatorId = this.creatorOf(actor);
    const [balances, [account], payouts] = await Promise.all([
      balancesOf(this.dataSource.manager, creatorId),
      this.dataSource.query(`SELECT "method", "value", "holder_name" FROM "tracking"."payout_accounts" WHERE "creator_id" = $1`, [
        creatorId,
      ]) as Promise<{ method: Payout['method']; value: string; holder_name: string }[]>,
      this.dataSource.query(`SELECT * FROM "tracking"."payouts" WHERE "creator_id" = $1 ORDER BY "created_at" DESC LIMIT 20`, [
        creatorId,
      ]) as Promise<PayoutRow[]>,
    ]);
    return {
      pendingCents: balances.creator_pending,
      availableCents: balances.creator_available,
      inPayoutCents: balances.creator_in_payout,
      paidCents: balances.creator_paid,
      minimumCents: this.env.PAYOUT_MINIMUM_CENTS,
      account: account ? { method: account.method, value: account.value, holderName: account.holder_name } : null,
      payouts: payouts.map((p) => toPayout(p, null)),
    };
  }

  /**
   * A batch of payouts: first the commissions whose holding period ended are cleared, then every
   * creator with an account, no payout on its way and an available balance of at least the
   * minimum gets one of that balance; its completed commissions go with it. Null when nobody is
   * owed enough.
   */
  async createBatch(actor: Actor): Promise<PayoutBatchDetail | null> {
    requireAdmin(actor);
    await this.clearing.run();
    const batchId = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1)`, [BATCH_LOCK]);
      const owed: { creator_id: string; available: string; method: Payout['method']; value: string; holder_name: string }[] =
        await manager.query(
          `SELECT e."owner_id" AS "creator_id", sum(e."amount_cents") AS "available", a."method", a."value", a."holder_name"
             FROM "tracking"."ledger_entries" e
             JOIN "tracking"."payout_accounts" a ON a."creator_id" = e."owner_id"
            WHERE e."account" = 'creator_available'
              AND NOT EXISTS (SELECT 1 FROM "tracking"."payouts" p WHERE p."creator_id" = e."owner_id" AND p."status" IN ('pending', 'sent'))
            GROUP BY e."owner_id", a."method", a."value", a."holder_name"
           HAVING sum(e."amount_cents") >= $1`,
          [this.env.PAYOUT_MINIMUM_CENTS],
        );
      if (owed.length === 0) return null;
      const [batch]: { id: string }[] = await manager.query(
        `INSERT INTO "tracking"."payout_batches" ("provider", "minimum_cents", "created_by") VALUES ($1, $2, $3) RETURNING "id"`,
        [this.provider.name, this.env.PAYOUT_MINIMUM_CENTS, actor.userId],
      );
      for (const creator of owed) {
        const amount = Number(creator.available);
        const [payout]: { id: string }[] = await manager.query(
          `INSERT INTO "tracking"."payouts" ("batch_id", "creator_id", "amount_cents", "method", "destination", "holder_name", "idempotency_key")
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING "id"`,
          [
            batch!.id,
            creator.creator_id,
            amount,
            creator.method,
            creator.value,
            creator.holder_name,
            `payout-${batch!.id}-${creator.creator_id}`,
          ],
        );
        await post(manager, payoutEntries(payout!.id, creator.creator_id, amount, 'payout'));
        await manager.query(
          `UPDATE "tracking"."transactions" SET "payout_id" = $1
            WHERE "creator_id" = $2 AND "status" = 'completed' AND "payout_id" IS NULL AND NOT "is_test"`,
          [payout!.id, creator.creator_id],
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
   * A payout arrived (paid) or came back (failed), once: paid marks its commissions paid; failed
   * returns its amount to the available balance and frees its commissions for the next batch.
   */
  async settle(manager: EntityManager, payoutId: string, outcome: 'paid' | 'failed', reason: string | null = null): Promise<boolean> {
    const [rows]: [{ creator_id: string; amount_cents: string }[], number] = await manager.query(
      `UPDATE "tracking"."payouts" SET "status" = $2, "paid_at" = CASE WHEN $2 = 'paid' THEN now() END, "failure_reason" = $3
        WHERE "id" = $1 AND "status" IN ('pending', 'sent') RETURNING "creator_id", "amount_cents"`,
      [payoutId, outcome, reason],
    );
    const payout = rows[0];
    if (!payout) return false;
    await post(
      manager,
      payoutEntries(payoutId, payout.creator_id, Number(payout.amount_cents), outcome === 'paid' ? 'payout_paid' : 'payout_failed'),
    );
    if (outcome === 'paid')
      await manager.query(
        `UPDATE "tracking"."transactions" SET "status" = 'paid', "paid_at" = now() WHERE "payout_id" = $1 AND "status" = 'completed'`,
        [payoutId],
      );
    else
      await manager.query(`UPDATE "tracking"."transactions" SET "payout_id" = NULL WHERE "payout_id" = $1 AND "status" = 'completed'`, [
        payoutId,
      ]);
    return true;
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
    const names = await lookupNames(
      this.client,
      [],
      payouts.map((p) => p.creatorId),
    ).catch(() => null);
    return { ...toBatch(row), items: payouts.map((p) => ({ ...p, creatorName: names?.creators.get(p.creatorId)?.name ?? null })) };
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
