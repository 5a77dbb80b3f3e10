import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { PAYOUT_TEXTS, type Actor, type BrandBalance, type BrandStatement, type StatementStatus } from '@afilia/contracts';
import { brandScope, DomainError, JsonLogger, lookupNames, Outbox, requireAdmin, ServiceClient } from '@afilia/service-kit';
import { TRACKING_ENV, type TrackingEnv } from '../config/env.js';
import { CommissionClearing } from './commission-clearing.js';
import { announceCreatorEarnings } from './creator-earnings.js';
import { balancesOf, brandPaymentEntries, brandPaymentReversalEntries, holdEntries, post } from './ledger.js';

interface HeldRow {
  id: string;
  creator_id: string;
  amount_creator_cents: string;
  agency_id: string | null;
  amount_agency_cents: string;
  ledger_cycle: number;
}

/** A conversion's or clicks' earning put on hold again. */
interface HeldEarningRow {
  id: string;
  creator_id: string;
  amount_cents: string;
  ledger_cycle: number;
}
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';

interface StatementRow {
  id: string;
  brand_id: string;
  amount_cents: string;
  status: StatementStatus;
  provider: BrandStatement['provider'];
  payment_url: string | null;
  created_at: Date;
  paid_at: Date | null;
  reversal_reason: BrandStatement['reversalReason'];
  released_cents: string;
  transactions: number;
  earnings: number;
  agency_fee: string;
}

const STATEMENT_SELECT = `SELECT s.*, (SELECT count(*)::int FROM "tracking"."transactions" t WHERE t."statement_id" = s."id") AS "transactions",
    (SELECT count(*)::int FROM "tracking"."earnings" e WHERE e."statement_id" = s."id") AS "earnings",
    (SELECT coalesce(sum(t."amount_agency_cents"), 0) FROM "tracking"."transactions" t WHERE t."statement_id" = s."id" AND (t."cancelled_at" IS NULL OR t."cancelled_at" > s."created_at")) AS "agency_fee"
  FROM "tracking"."brand_statements" s`;

function toStatement(row: StatementRow, brandName: string | null): BrandStatement {
  return {
    id: row.id,
    brandId: row.brand_id,
    brandName,
    amountCents: Number(row.amount_cents),
    transactions: row.transactions,
    earnings: row.earnings,
    agencyFeeCents: Number(row.agency_fee),
    status: row.status,
    provider: row.provider,
    paymentUrl: row.payment_url,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    reversalReason: row.reversal_reason,
    releasedCents: Number(row.released_cents),
  };
}

/**
 * What brands owe and pay (issue 14 §5, decision 169). The shopper pays the brand's own store,
 * so the creators' commissions and the platform's part are the brand's debt: a statement bills
 * the sales not yet billed, for the brand's balance owed, and the provider collects it (a
 * payment link) or an admin confirms the transfer. A paid statement lets its commissions clear
 * for payout: creators are paid only from what brands paid.
 */
@Injectable()
export class StatementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(TRACKING_ENV) private readonly env: TrackingEnv,
    private readonly clearing: CommissionClearing,
    private readonly client: ServiceClient,
    private readonly logger: JsonLogger,
    private readonly outbox: Outbox,
  ) {}

  async brandBalance(actor: Actor, requested?: string): Promise<BrandBalance> {
    const brandId = brandScope(actor, requested);
    const [balances, rows] = await Promise.all([
      balancesOf(this.dataSource.manager, brandId),
      this.dataSource.query(`${STATEMENT_SELECT} WHERE s."brand_id" = $1 ORDER BY s."created_at" DESC LIMIT 20`, [brandId]) as Promise<
        StatementRow[]
      >,
    ]);
    const statements = rows.map((row) => toStatement(row, null));
    return {
      owedCents: balances.brand_owed,
      paidCents: balances.brand_paid,
      provider: this.provider.name,
      paymentInstructions: this.provider.name === 'manual' ? (this.env.MANUAL_PAYMENT_INSTRUCTIONS ?? null) : null,
      openStatement: statements.find((s) => s.status === 'open') ?? null,
      statements,
    };
  }

  /**
   * The brand's statement waiting to be paid, or a new one of its balance owed covering its sales
   * and its conversions' and clicks' earnings not yet billed (test sales never). A payment link
   * is asked for once the rows committed; an open statement still without one (the provider did
   * not answer) asks again.
   */
  async create(actor: Actor, requested?: string): Promise<BrandStatement> {
    const brandId = brandScope(actor, requested);
    const id = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('statement:' || $1))`, [brandId]);
      const [open]: { id: string }[] = await manager.query(
        `SELECT "id" FROM "tracking"."brand_statements" WHERE "brand_id" = $1 AND "status" = 'open'`,
        [brandId],
      );
      if (open) return open.id;
      const owed = (await balancesOf(manager, brandId)).brand_owed;
      if (owed <= 0) throw new DomainError('INVALID_TRANSITION', PAYOUT_TEXTS.nothingOwed);
      const [made]: { id: string }[] = await manager.query(
        `INSERT INTO "tracking"."brand_statements" ("brand_id", "amount_cents", "provider", "created_by") VALUES ($1, $2, $3, $4) RETURNING "id"`,
        [brandId, owed, this.provider.name, actor.userId],
      );
      await manager.query(
        `UPDATE "tracking"."transactions" SET "statement_id" = $1 WHERE "brand_id" = $2 AND "statement_id" IS NULL AND NOT "is_test"`,
        [made!.id, brandId],
      );
      await manager.query(
        `UPDATE "tracking"."earnings" SET "statement_id" = $1 WHERE "brand_id" = $2 AND "statement_id" IS NULL AND "status" <> 'cancelled'`,
        [made!.id, brandId],
      );
      return made!.id;
    });
    let statement = await this.statement(id);
    if (statement.provider !== 'manual' && !statement.paymentUrl) {
      const names = await lookupNames(this.client, [brandId], []).catch(() => null);
      const link = await this.provider.requestPayment({ ...statement, brandName: names?.brands.get(brandId)?.name ?? null });
      await this.dataSource.query(
        `UPDATE "tracking"."brand_statements" SET "payment_url" = $2, "provider_reference" = $3 WHERE "id" = $1`,
        [id, link.paymentUrl, link.reference],
      );
      statement = await this.statement(id);
    }
    this.logger.info('statements.open', { statementId: id, brandId, provider: statement.provider });
    return statement;
  }

  async list(actor: Actor): Promise<BrandStatement[]> {
    requireAdmin(actor);
    const rows: StatementRow[] = await this.dataSource.query(
      `${STATEMENT_SELECT} ORDER BY (s."status" = 'open') DESC, s."created_at" DESC LIMIT 100`,
    );
    const names = await lookupNames(
      this.client,
      rows.map((row) => row.brand_id),
      [],
    ).catch(() => null);
    return rows.map((row) => toStatement(row, names?.brands.get(row.brand_id)?.name ?? null));
  }

  /** The embedded provider's collection: an admin received the brand's transfer. */
  async markPaid(actor: Actor, id: string): Promise<BrandStatement> {
    requireAdmin(actor);
    const statement = await this.statement(id);
    if (statement.provider !== 'manual') throw new DomainError('INVALID_TRANSITION', PAYOUT_TEXTS.statementProviderSettles);
    await this.dataSource.transaction((manager) => this.recordPayment(manager, id));
    await this.clearing.run();
    return this.statement(id);
  }

  /** The statement is paid, once: the brand's debt is settled by its amount, and its commissions may clear. */
  async recordPayment(manager: EntityManager, id: string, paymentId: string | null = null): Promise<boolean> {
    const [rows]: [{ brand_id: string; amount_cents: string }[], number] = await manager.query(
      `UPDATE "tracking"."brand_statements" SET "status" = 'paid', "paid_at" = now(), "payment_id" = $2 WHERE "id" = $1 AND "status" = 'open'
       RETURNING "brand_id", "amount_cents"`,
      [id, paymentId],
    );
    const paid = rows[0];
    if (!paid) return false;
    await post(manager, brandPaymentEntries(id, paid.brand_id, Number(paid.amount_cents)));
    this.logger.info('statements.paid', { statementId: id, brandId: paid.brand_id });
    return true;
  }

  /**
   * The payment that paid a statement was refunded or charged back (issue 35, decision 228), once:
   * the statement reads 'reversed' and the brand owes its amount again (its next statement bills
   * it); the sales' commissions it released that nobody was paid yet wait again for that next
   * payment; those already paid out, or on their way, stay paid and are the debt shown to admins
   * (`released_cents`). Only the payment that paid it reverses it.
   */
  async reversePayment(manager: EntityManager, id: string, paymentId: string, reason: 'refunded' | 'charged_back'): Promise<boolean> {
    const [rows]: [{ brand_id: string; amount_cents: string }[], number] = await manager.query(
      `UPDATE "tracking"."brand_statements" SET "status" = 'reversed', "reversed_at" = now(), "reversal_reason" = $3
        WHERE "id" = $1 AND "status" = 'paid' AND "payment_id" = $2 RETURNING "brand_id", "amount_cents"`,
      [id, paymentId, reason],
    );
    const reversed = rows[0];
    if (!reversed) return false;
    await post(manager, brandPaymentReversalEntries(id, reversed.brand_id, Number(reversed.amount_cents)));
    // Cleared and unpaid: back to waiting, billed again by the next statement, each hold a new ledger cycle.
    const [held]: [HeldRow[], number] = await manager.query(
      `UPDATE "tracking"."transactions" SET "status" = 'pending', "completed_at" = NULL, "statement_id" = NULL, "ledger_cycle" = "ledger_cycle" + 1
        WHERE "statement_id" = $1 AND "status" = 'completed' AND "payout_id" IS NULL AND "agency_payout_id" IS NULL AND NOT "is_test"
        RETURNING "id", "creator_id", "amount_creator_cents", "agency_id", "amount_agency_cents", "ledger_cycle"`,
      [id],
    );
    await post(
      manager,
      held.flatMap((row) =>
        holdEntries(
          {
            id: row.id,
            creatorId: row.creator_id,
            creatorCents: Number(row.amount_creator_cents),
            agencyId: row.agency_id,
            agencyCents: Number(row.amount_agency_cents),
          },
          'transaction',
          row.ledger_cycle - 1,
        ),
      ),
    );
    // The conversions' and clicks' earnings it cleared and no payout took wait the same way.
    const [heldEarnings]: [HeldEarningRow[], number] = await manager.query(
      `UPDATE "tracking"."earnings" SET "status" = 'pending', "statement_id" = NULL, "ledger_cycle" = "ledger_cycle" + 1
        WHERE "statement_id" = $1 AND "status" = 'completed' AND "payout_id" IS NULL
        RETURNING "id", "creator_id", "amount_cents", "ledger_cycle"`,
      [id],
    );
    await post(
      manager,
      heldEarnings.flatMap((row) =>
        holdEntries({ id: row.id, creatorId: row.creator_id, creatorCents: Number(row.amount_cents) }, 'earning', row.ledger_cycle - 1),
      ),
    );
    // Not cleared yet: simply billed again.
    await manager.query(
      `UPDATE "tracking"."transactions" SET "statement_id" = NULL WHERE "statement_id" = $1 AND "status" = 'pending' AND NOT "is_test"`,
      [id],
    );
    await manager.query(`UPDATE "tracking"."earnings" SET "statement_id" = NULL WHERE "statement_id" = $1 AND "status" = 'pending'`, [id]);
    // What stays with this statement was already the creators' (paid out or on its way).
    const [released]: { cents: string }[] = await manager.query(
      `SELECT (SELECT coalesce(sum("amount_creator_cents" + "amount_platform_cents" + "amount_agency_cents"), 0) FROM "tracking"."transactions"
                WHERE "statement_id" = $1 AND "status" IN ('completed', 'paid'))
            + (SELECT coalesce(sum("amount_cents" + "platform_cents"), 0) FROM "tracking"."earnings" WHERE "statement_id" = $1 AND "status" = 'completed')
              AS "cents"`,
      [id],
    );
    await manager.query(`UPDATE "tracking"."brand_statements" SET "released_cents" = $2 WHERE "id" = $1`, [id, Number(released!.cents)]);
    await announceCreatorEarnings(manager, this.outbox, [
      ...held.map((row) => row.creator_id),
      ...heldEarnings.map((row) => row.creator_id),
    ]);
    this.logger.warn('statements.payment-reversed', {
      statementId: id,
      brandId: reversed.brand_id,
      reason,
      held: held.length + heldEarnings.length,
    });
    return true;
  }

  async statement(id: string): Promise<BrandStatement> {
    const [row]: StatementRow[] = await this.dataSource.query(`${STATEMENT_SELECT} WHERE s."id" = $1`, [id]);
    if (!row) throw new DomainError('NOT_FOUND', PAYOUT_TEXTS.statementNotFound);
    return toStatement(row, null);
  }
}
