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

export function recordFault(row: FaultRow): void {
  mkdirSync(dirname(FAULT_REPORT), { recursive: true });
  appendFileSync(FAULT_REPORT, `${JSON.stringify(row)}\n`);
}

/** Whether the fault tests run their long versions (npm run faults -- --long). */
export const LONG = process.env.AFILIA_FAULTS_LONG === '1';
