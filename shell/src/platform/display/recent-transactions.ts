import { formatMoney, type RecentTransaction } from '@afilia/contracts';

export const NOT_AVAILABLE = 'N/A';

/** Ids are uuids; screens show their first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export function orNotAvailable(name: string | null | undefined): string {
  return name && name.trim() !== '' ? name : NOT_AVAILABLE;
}

export function transactionStatusLabel(status: string): 'Pagado' | 'Pendiente' {
  return status === 'paid' ? 'Pagado' : 'Pendiente';
}

/** One row of 'Transacciones Recientes' as both homes show it; each picks its columns. */
export interface RecentTransactionRow {
  key: string;
  id: string;
  product: string;
  creator: string;
  brand: string;
  /** Sale total ('Monto' for a brand, 'Venta' for a creator). */
  amount: string;
  /** The creator's commission ('Comisión' / 'Mi Comisión'). */
  commission: string;
  status: 'Pagado' | 'Pendiente';
  paid: boolean;
}

export function toRecentTransactionRow(tx: RecentTransaction): RecentTransactionRow {
  return {
    key: tx.id,
    id: shortId(tx.id),
    product: orNotAvailable(tx.productName),
    creator: orNotAvailable(tx.creatorName),
    brand: orNotAvailable(tx.brandName),
    amount: formatMoney(tx.amountTotalCents),
    commission: formatMoney(tx.amountCreatorCents),
    status: transactionStatusLabel(tx.status),
    paid: tx.status === 'paid',
  };
}
