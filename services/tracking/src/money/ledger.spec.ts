import { accrualEntries, clearanceEntries, payoutEntries, reversalEntries, type Entry, type LedgerTransaction } from './ledger.js';

const sale: LedgerTransaction = {
  id: '00000000-0000-4000-8000-000000000001',
  creatorId: '00000000-0000-4000-8000-0000000000c1',
  brandId: '00000000-0000-4000-8000-0000000000b1',
  creatorCents: 2_000,
  platformCents: 1_500,
  agencyId: '00000000-0000-4000-8000-0000000000a1',
  agencyCents: 650,
};

/** Each account's balance after the entries. */
function balances(entries: readonly Entry[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const e of entries) sums[`${e.account}:${e.ownerId}`] = (sums[`${e.account}:${e.ownerId}`] ?? 0) + e.amountCents;
  return Object.fromEntries(Object.entries(sums).filter(([, v]) => v !== 0));
}

describe('the ledger’s entries for an agency’s fee', () => {
  it('accrue the agency’s share pending, owed by the brand with the creator’s and the platform’s parts', () => {
    expect(balances(accrualEntries(sale))).toEqual({
      [`creator_pending:${sale.creatorId}`]: 2_000,
      [`agency_pending:${sale.agencyId}`]: 650,
      [`brand_owed:${sale.brandId}`]: 4_150,
    });
  });

  it('clear it with the commission, and reverse it from wherever it stands', () => {
    const cleared = [...accrualEntries(sale), ...clearanceEntries(sale)];
    expect(balances(cleared)).toMatchObject({ [`agency_available:${sale.agencyId}`]: 650 });
    expect(balances([...cleared, ...reversalEntries(sale, 'completed', false)])).toEqual({});
    expect(balances([...accrualEntries(sale), ...reversalEntries(sale, 'pending', false)])).toEqual({});
  });

  it('take a paid fee back from the agency’s next payout', () => {
    const paid = [
      ...accrualEntries(sale),
      ...clearanceEntries(sale),
      ...payoutEntries('p1', { type: 'agency', id: sale.agencyId! }, 650, 'payout'),
      ...payoutEntries('p1', { type: 'agency', id: sale.agencyId! }, 650, 'payout_paid'),
    ];
    expect(balances(paid)).toMatchObject({ [`agency_paid:${sale.agencyId}`]: 650 });
    const clawed = balances([...paid, ...reversalEntries(sale, 'paid', false)]);
    expect(clawed).toMatchObject({ [`agency_available:${sale.agencyId}`]: -650, [`agency_paid:${sale.agencyId}`]: 650 });
    expect(reversalEntries(sale, 'paid', false).every((e) => e.kind === 'clawback')).toBe(true);
  });

  it('are none without a fee: the brand owes the creator’s and the platform’s parts only', () => {
    const plain = { ...sale, agencyId: null, agencyCents: 0 };
    expect(accrualEntries(plain).some((e) => e.account.startsWith('agency'))).toBe(false);
    expect(balances(accrualEntries(plain))[`brand_owed:${sale.brandId}`]).toBe(3_500);
  });
});
