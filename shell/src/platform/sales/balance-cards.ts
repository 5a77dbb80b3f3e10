import { formatMoney, type PayeeBalance } from '@afilia/contracts';
import type { StatCardItem } from '../ui/stat-card-grid';

/** A creator's commissions or an agency's fees as four figures: available to the next payout, pending, on its way, and paid. */
export function balanceCards(balance: PayeeBalance | undefined): StatCardItem[] {
  return [
    { key: 'available', title: 'Disponible para cobrar', value: formatMoney(balance?.availableCents ?? 0) },
    { key: 'pending', title: 'Pendiente', value: formatMoney(balance?.pendingCents ?? 0) },
    { key: 'inPayout', title: 'En camino', value: formatMoney(balance?.inPayoutCents ?? 0) },
    { key: 'paid', title: 'Cobrado', value: formatMoney(balance?.paidCents ?? 0) },
  ];
}

/** What the payee reads under its balance: when it is paid, and what it still needs to be. */
export function payoutNotice(balance: PayeeBalance): string {
  const minimum = formatMoney(balance.minimumCents);
  if (!balance.account) return `Agregá tu cuenta de cobro para recibir pagos. Se paga el saldo disponible desde ${minimum}.`;
  if (balance.availableCents < balance.minimumCents)
    return `Se paga el saldo disponible desde ${minimum}. Las comisiones quedan pendientes hasta que vence el plazo para devoluciones.`;
  return `Tu saldo disponible se incluirá en el próximo lote de pagos.`;
}
