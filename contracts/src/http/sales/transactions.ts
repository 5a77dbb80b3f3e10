import { z } from 'zod';
import { INT4_MAX } from '../../common/constants.js';
import { transactionSchema, type CancelReason, type TransactionStatus } from '../../entities/tracking.js';

/** 'Mis Ventas', 'Transacciones' and the admin's 'Transacciones' (seed 001 §2, §8 'Sales'; seed 002 §6). */
export const TRANSACTION_TEXTS = {
  salesTitle: 'Mis Ventas',
  salesEmpty: 'No tienes ventas aún',
  transactionsTitle: 'Transacciones',
  transactionsEmpty: 'No hay transacciones',
  /** Toasted as '{prefix}: {message}' (seed 001 §8 'Sales'). */
  salesLoadError: 'Error al cargar ventas',
  transactionsLoadError: 'Error al cargar transacciones',
  testLabel: 'Prueba',
} as const;

/** Seed 001 §4: completed 'Completada', pending 'Pendiente'; paid 'Pagado' (issue 14); a reversed sale 'Cancelada' (issue 35). */
export function saleStatusLabel(status: TransactionStatus | string): string {
  switch (status) {
    case 'completed':
      return 'Completada';
    case 'pending':
      return 'Pendiente';
    case 'paid':
      return 'Pagado';
    case 'cancelled':
      return 'Cancelada';
    default:
      return status;
  }
}

/** Why a sale reads 'Cancelada' (issue 35 point 6; the seeds give no texts, decision 218). */
export const CANCEL_REASON_TEXTS: Record<CancelReason, string> = {
  order_cancelled: 'La tienda canceló el pedido',
  order_refunded: 'La tienda devolvió el pago del pedido',
  order_voided: 'La tienda anuló el pago del pedido',
  order_edited: 'La tienda editó el pedido: sus productos tienen una comisión nueva',
};

export const TRANSACTIONS_PAGE_SIZE = 50;

const pageNumber = z.coerce
  .number({ error: 'Página inválida' })
  .int({ error: 'Página inválida' })
  .min(1, { error: 'Página inválida' })
  .max(INT4_MAX, { error: 'Página inválida' });

/**
 * A page of transactions, newest first. A creator reads its own; a brand owner or agency its
 * active brand's (`brandId`, checked against the actor); an admin every one, optionally of one
 * brand and one creator.
 */
export const listTransactionsQuerySchema = z.object({
  brandId: z.uuid({ error: 'Marca inválida' }).optional(),
  creatorId: z.uuid({ error: 'Creador inválido' }).optional(),
  page: pageNumber.default(1),
});
export type ListTransactionsQuery = z.infer<typeof listTransactionsQuerySchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;
