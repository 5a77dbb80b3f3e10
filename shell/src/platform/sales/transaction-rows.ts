import { CANCEL_REASON_TEXTS, formatDate, formatMoney, saleStatusLabel, type Transaction } from '@afilia/contracts';
import { orNotAvailable } from '../display/recent-transactions';

/** A transaction as the lists show it (seed 001 §2 'Sales and transactions'); each role picks its columns. */
export interface TransactionRow {
  key: string;
  date: string;
  product: string;
  creator: string;
  brand: string;
  total: string;
  creatorCommission: string;
  platformCommission: string;
  brandPart: string;
  /** 'Completada', 'Pendiente', 'Pagado', anything else raw (seed 001 §4). */
  status: string;
  /** Why a cancelled sale was cancelled, read beside its status. */
  statusReason: string | null;
  statusColor: string;
  /** A test sale's row says so ('Prueba'). */
  isTest: boolean;
  /** Cancelled sales keep their row, with their money struck through: it no longer counts. */
  cancelled: boolean;
}

export function toTransactionRow(t: Transaction): TransactionRow {
  return {
    key: t.id,
    date: formatDate(t.createdAt),
    product: orNotAvailable(t.productName),
    creator: orNotAvailable(t.creatorName),
    brand: orNotAvailable(t.brandName),
    total: formatMoney(t.amountTotalCents),
    creatorCommission: formatMoney(t.amountCreatorCents),
    platformCommission: formatMoney(t.amountPlatformCents),
    brandPart: formatMoney(t.amountBrandCents),
    status: saleStatusLabel(t.status),
    statusReason: t.status === 'cancelled' && t.cancelReason ? CANCEL_REASON_TEXTS[t.cancelReason] : null,
    statusColor: statusColor(t.status),
    isTest: t.isTest,
    cancelled: t.status === 'cancelled',
  };
}

/** The tag colour of a status: paid green, cleared blue, pending amber, anything else grey. */
export function statusColor(status: Transaction['status']): string {
  switch (status) {
    case 'paid':
      return 'success';
    case 'completed':
      return 'processing';
    case 'pending':
      return 'warning';
    default:
      return 'default';
  }
}
