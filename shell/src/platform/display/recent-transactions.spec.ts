import type { RecentTransaction } from '@afilia/contracts';
import { toRecentTransactionRow, transactionStatusLabel } from './recent-transactions';

const tx: RecentTransaction = {
  id: '1234abcd-0000-4000-8000-000000000000',
  productName: 'Remera',
  creatorName: null,
  brandName: '  ',
  amountTotalCents: 123456,
  amountCreatorCents: 18518,
  status: 'paid',
  createdAt: '2025-01-01T00:00:00Z',
};

describe('toRecentTransactionRow', () => {
  it('shows the first 8 characters of the id, money in es-AR and N/A for missing names', () => {
    expect(toRecentTransactionRow(tx)).toEqual({
      key: tx.id,
      id: '1234abcd',
      product: 'Remera',
      creator: 'N/A',
      brand: 'N/A',
      amount: '$1.234,56',
      commission: '$185,18',
      status: 'Pagado',
      paid: true,
    });
  });

  it('labels every status other than paid as Pendiente', () => {
    expect(transactionStatusLabel('pending')).toBe('Pendiente');
    expect(transactionStatusLabel('refunded')).toBe('Pendiente');
    expect(transactionStatusLabel('paid')).toBe('Pagado');
  });
});
