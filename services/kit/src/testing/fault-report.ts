import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One line of the fault table (npm run faults): what was done, and what was lost or counted twice. */
export interface FaultRow {
  /** T1…T12, as the reliability notes number them. */
  id: string;
  scenario: string;
  load: string;
  faults: string;
  requests: number;
  lost: number;
  countedTwice: number;
  /** Figures worth printing beside the verdict (loss window, redeliveries, memory growth). */
  notes?: string;
  passed: boolean;
}

// The repository, from services/kit/src/testing (or dist/testing, as deep).
const ROOT = new URL('../../../../', import.meta.url).pathname;
/** Where every fault test appends its row; the fault table (tools/scripts/lib/fault-table.mjs) is printed from it. */
export const FAULT_REPORT = join(ROOT, 'test-output/faults/rows.jsonl');

/**
 * One line of the fraud table (npm run faults, issue 34 §5): an attack a dishonest creator, brand
 * or shopper tries, or an honest path beside them, and what it got: pesos credited to anyone,
 * clicks billed, what was held for the brand and what was refused. An attack passes with 0 forged
 * pesos and 0 wrongly billed clicks; an honest path, with what it is owed.
 */
export interface FraudRow {
  attack: string;
  /** Whether it is an honest path (it must be paid), rather than an attack (it must gain nothing). */
  honest: boolean;
  attempts: number;
  /** Pesos credited by it, in cents (the ledger's creator accounts). */
  accruedCents: number;
  billedClicks: number;
  /** Of those, clicks billed that no person's own navigation earned. */
  wronglyBilled: number;
  held: number;
  refused: number;
  notes?: string;
  passed: boolean;
}

/** Where the fraud test appends its rows; tools/scripts/lib/fault-table.mjs prints them. */
export const FRAUD_REPORT = join(ROOT, 'test-output/faults/fraud.jsonl');

export function recordFraud(row: FraudRow): void {
  mkdirSync(dirname(FRAUD_REPORT), { recursive: true });
  appendFileSync(FRAUD_REPORT, `${JSON.stringify(row)}\n`);
}

export function recordFault(row: FaultRow): void {
  mkdirSync(dirname(FAULT_REPORT), { recursive: true });
  appendFileSync(FAULT_REPORT, `${JSON.stringify(row)}\n`);
}

/** Whether the fault tests run their long versions (npm run faults -- --long). */
export const LONG = process.env.AFILIA_FAULTS_LONG === '1';
