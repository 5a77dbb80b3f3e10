import type { EntityManager } from 'typeorm';
import type { TransactionStatus } from '@afilia/contracts';

/**
 * The accounts money moves between (docs/decisions.md): a creator's commissions pending their
 * holding period, available to the next payout, in a payout on its way, and paid; what a brand's
 * sales owe (its creators', its agency's and the platform's parts) and what it paid; an agency's
 * fees, moving like a creator's commissions (decision 171).
 */
export type PayeeType = 'creator' | 'agency';
type PayeeAccount = `${PayeeType}_${'pending' | 'available' | 'in_payout' | 'paid'}`;
export type Account = PayeeAccount | 'brand_owed' | 'brand_paid';

export type EntryKind =
  | 'accrual'
  | 'clearance'
  | 'clearance_reversed'
  | 'reversal'
  | 'clawback'
  | 'payout'
  | 'payout_paid'
  | 'payout_failed'
  | 'payout_returned'
  | 'brand_payment'
  | 'brand_payment_reversed';

export interface Entry {
  account: Account;
  ownerId: string;
  kind: EntryKind;
  /** Signed: what the account gains (+) or loses (−). */
  amountCents: number;
  transactionId?: string;
  payoutId?: string;
  statementId?: string;
  earningId?: string;
  /** A commission's clearance and hold may repeat (its brand's payment reversed, then paid again): which time (default 0). */
  cycle?: number;
}

/** A commission as the ledger reads it. */
export interface LedgerTransaction {
  id: string;
  creatorId: string;
  brandId: string;
  creatorCents: number;
  platformCents: number;
  /** The agency's fee out of the brand's part (0 and null when the brand confirmed none). */
  agencyId?: string | null;
  agencyCents?: number;
}

/** The agency's share of a commission, when it has one. */
const agencyOf = (t: Pick<LedgerTransaction, 'agencyId' | 'agencyCents'>) =>
  t.agencyId && t.agencyCents && t.agencyCents > 0 ? { agencyId: t.agencyId, cents: t.agencyCents } : null;

/** What a commission is: a sale's transaction, or an earning of a conversion or of clicks. */
export type CommissionSource = 'transaction' | 'earning';

const keyOf = (source: CommissionSource, id: string) => (source === 'transaction' ? { transactionId: id } : { earningId: id });

/**
 * A commission is earned: the creator's part (and the agency's fee) starts pending, and the brand
 * owes it with the platform's part.
 */
export function accrualEntries(t: LedgerTransaction, source: CommissionSource = 'transaction'): Entry[] {
  const key = keyOf(source, t.id);
  const agency = agencyOf(t);
  return [
    { account: 'creator_pending', ownerId: t.creatorId, kind: 'accrual', amountCents: t.creatorCents, ...key },
    ...(agency
      ? [{ account: 'agency_pending', ownerId: agency.agencyId, kind: 'accrual', amountCents: agency.cents, ...key } as const]
      : []),
    {
      account: 'brand_owed',
      ownerId: t.brandId,
      kind: 'accrual',
      amountCents: t.creatorCents + t.platformCents + (agency?.cents ?? 0),
      ...key,
    },
  ];
}

/** The holding period is over (and the brand paid for it): the commission is available to the next payout. */
export function clearanceEntries(
  t: Pick<LedgerTransaction, 'id' | 'creatorId' | 'creatorCents' | 'agencyId' | 'agencyCents'>,
  source: CommissionSource = 'transaction',
  cycle = 0,
): Entry[] {
  const key = { ...keyOf(source, t.id), cycle };
  const agency = agencyOf(t);
  return [
    { account: 'creator_pending', ownerId: t.creatorId, kind: 'clearance', amountCents: -t.creatorCents, ...key },
    { account: 'creator_available', ownerId: t.creatorId, kind: 'clearance', amountCents: t.creatorCents, ...key },
    ...(agency
      ? ([
          { account: 'agency_pending', ownerId: agency.agencyId, kind: 'clearance', amountCents: -agency.cents, ...key },
          { account: 'agency_available', ownerId: agency.agencyId, kind: 'clearance', amountCents: agency.cents, ...key },
        ] as const)
      : []),
  ];
}

/**
 * The sale was cancelled or refunded: a pending commission goes, a completed one leaves the
 * available balance, and one already paid (or in a payout on its way) is clawed back from the
 * next payout, taking the available balance below what it would be. The brand owes it no more.
 */
export function reversalEntries(t: LedgerTransaction, was: TransactionStatus, inPayout: boolean): Entry[] {
  const clawback = was === 'paid' || inPayout;
  const kind: EntryKind = clawback ? 'clawback' : 'reversal';
  const agency = agencyOf(t);
  // The agency's fee clears with the commission, so it left pending when the commission did.
  const from = was === 'pending' ? 'pending' : 'available';
  return [
    { account: `creator_${from}`, ownerId: t.creatorId, kind, amountCents: -t.creatorCents, transactionId: t.id },
    ...(agency
      ? [{ account: `agency_${from}`, ownerId: agency.agencyId, kind, amountCents: -agency.cents, transactionId: t.id } as const]
      : []),
    {
      account: 'brand_owed',
      ownerId: t.brandId,
      kind,
      amountCents: -(t.creatorCents + t.platformCents + (agency?.cents ?? 0)),
      transactionId: t.id,
    },
  ];
}

/**
 * A payout leaves the payee's (a creator's or an agency's) available balance on its way; then it
 * arrives, or comes back; and a paid one the bank sends back later is available again.
 */
export function payoutEntries(
  payoutId: string,
  payee: { type: PayeeType; id: string },
  amountCents: number,
  step: 'payout' | 'payout_paid' | 'payout_failed' | 'payout_returned',
): Entry[] {
  const from: Account =
    step === 'payout' ? `${payee.type}_available` : step === 'payout_returned' ? `${payee.type}_paid` : `${payee.type}_in_payout`;
  const to: Account =
    step === 'payout' ? `${payee.type}_in_payout` : step === 'payout_paid' ? `${payee.type}_paid` : `${payee.type}_available`;
  return [
    { account: from, ownerId: payee.id, kind: step, amountCents: -amountCents, payoutId },
    { account: to, ownerId: payee.id, kind: step, amountCents, payoutId },
  ];
}

/**
 * An earning is cancelled before it cleared (a voided conversion): the creator's pending
 * commission goes, and its brand owes it, and the platform's part, no more.
 */
export function earningReversalEntries(e: {
  id: string;
  creatorId: string;
  brandId: string;
  creatorCents: number;
  platformCents: number;
}): Entry[] {
  return [
    { account: 'creator_pending', ownerId: e.creatorId, kind: 'reversal', amountCents: -e.creatorCents, earningId: e.id },
    { account: 'brand_owed', ownerId: e.brandId, kind: 'reversal', amountCents: -(e.creatorCents + e.platformCents), earningId: e.id },
  ];
}

/**
 * The brand's payment that released a commission was reversed: the cleared commission (and the
 * agency's fee) waits again, for the brand's next payment. The opposite of its clearance of `cycle`.
 */
export function holdEntries(
  t: Pick<LedgerTransaction, 'id' | 'creatorId' | 'creatorCents' | 'agencyId' | 'agencyCents'>,
  source: CommissionSource,
  cycle: number,
): Entry[] {
  return clearanceEntries(t, source, cycle).map((e) => ({ ...e, kind: 'clearance_reversed' as const, amountCents: -e.amountCents }));
}

/** A brand's payment of a statement was refunded or charged back: the statement's amount is owed again. */
export function brandPaymentReversalEntries(statementId: string, brandId: string, amountCents: number): Entry[] {
  return brandPaymentEntries(statementId, brandId, amountCents).map((e) => ({
    ...e,
    kind: 'brand_payment_reversed' as const,
    amountCents: -e.amountCents,
  }));
}

/** A brand paid its statement: that much of its debt is settled. */
export function brandPaymentEntries(statementId: string, brandId: string, amountCents: number): Entry[] {
  return [
    { account: 'brand_owed', ownerId: brandId, kind: 'brand_payment', amountCents: -amountCents, statementId },
    { account: 'brand_paid', ownerId: brandId, kind: 'brand_payment', amountCents, statementId },
  ];
}

/** Writes the entries in the caller's transaction; an entry a transaction, payout, statement or earning already has of its kind is not written twice. */
export async function post(manager: EntityManager, entries: readonly Entry[]): Promise<void> {
  if (entries.length === 0) return;
  const values: unknown[] = [];
  const rows = entries.map((e, i) => {
    values.push(
      e.account,
      e.ownerId,
      e.kind,
      e.amountCents,
      e.transactionId ?? null,
      e.payoutId ?? null,
      e.statementId ?? null,
      e.earningId ?? null,
      e.cycle ?? 0,
    );
    const n = i * 9;
    return `($${n + 1}, $${n + 2}::uuid, $${n + 3}, $${n + 4}::bigint, $${n + 5}::uuid, $${n + 6}::uuid, $${n + 7}::uuid, $${n + 8}::uuid, $${n + 9}::smallint)`;
  });
  await manager.query(
    `INSERT INTO "tracking"."ledger_entries" ("account", "owner_id", "kind", "amount_cents", "transaction_id", "payout_id", "statement_id", "earning_id", "cycle")
     VALUES ${rows.join(', ')} ON CONFLICT DO NOTHING`,
    values,
  );
}

/** An owner's balance on each of its accounts, in cents (0 for an account it never used). */
export async function balancesOf(manager: EntityManager, ownerId: string): Promise<Record<Account, number>> {
  const rows: { account: Account; total: string }[] = await manager.query(
    `SELECT "account", sum("amount_cents") AS "total" FROM "tracking"."ledger_entries" WHERE "owner_id" = $1 GROUP BY "account"`,
    [ownerId],
  );
  const balances: Record<Account, number> = {
    creator_pending: 0,
    creator_available: 0,
    creator_in_payout: 0,
    creator_paid: 0,
    agency_pending: 0,
    agency_available: 0,
    agency_in_payout: 0,
    agency_paid: 0,
    brand_owed: 0,
    brand_paid: 0,
  };
  for (const row of rows) balances[row.account] = Number(row.total);
  return balances;
}
