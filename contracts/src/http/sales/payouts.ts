import { z } from 'zod';

/** Payouts to creators (issue 14 §5): texts of ours, the seeds have none. */
export const PAYOUT_TEXTS = {
  accountSaved: 'Cuenta de cobro guardada',
  accountSaveError: 'Error al guardar la cuenta de cobro',
  holderRequired: 'Ingresá el nombre del titular',
  cvuInvalid: 'El CVU o CBU debe tener 22 dígitos válidos',
  aliasInvalid: 'El alias debe tener entre 6 y 20 letras, números, puntos o guiones',
  emailInvalid: 'Ingresá el email de tu cuenta de Mercado Pago',
  balanceLoadError: 'Error al cargar tu saldo',
  batchCreated: 'Lote de pagos generado',
  batchEmpty: 'Ningún creador tiene saldo para cobrar',
  batchError: 'Error al generar el lote de pagos',
  batchPaid: 'Lote marcado como pagado',
  batchPayError: 'Error al marcar el lote como pagado',
  batchesLoadError: 'Error al cargar los pagos',
  batchProviderSettles: 'Este lote lo liquida el proveedor de pagos',
  statementCreated: 'Resumen de pago generado',
  statementError: 'Error al generar el resumen de pago',
  nothingOwed: 'No hay comisiones para pagar',
  statementPaid: 'Pago de la marca registrado',
  statementPayError: 'Error al registrar el pago de la marca',
  statementProviderSettles: 'Este resumen lo cobra el proveedor de pagos',
  statementNotFound: 'Resumen de pago no encontrado',
  /**
   * Ours (issue 35): Mercado Pago has not published how an Argentine account is named in its
   * transfers, so the form says what is sent (docs/operations.md 'Mercado Pago in production').
   */
  mercadoPagoDestination:
    'Te pagamos por transferencia de Mercado Pago al CVU o CBU, alias o cuenta de Mercado Pago que indiques, a nombre del titular. Mercado Pago todavía no publicó cómo se indica una cuenta argentina en sus transferencias: si pide otro dato, te lo vamos a pedir.',
} as const;

/** Who moves the money (a setting of the tracking service): by hand, or through Mercado Pago. */
export const PAYMENT_PROVIDERS = ['manual', 'mercadopago'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYOUT_METHODS = ['cvu', 'alias', 'mercadopago'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** How each method is named on screen. */
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  cvu: 'CVU o CBU',
  alias: 'Alias',
  mercadopago: 'Cuenta de Mercado Pago (email)',
};

/**
 * Whether 22 digits are a valid CBU or CVU: two blocks, each with its check digit (the BCRA's
 * weights 7 1 3 9 … on the first 7 digits, then on the next 13).
 */
export function isCbuOrCvu(value: string): boolean {
  if (!/^\d{22}$/.test(value)) return false;
  const check = (digits: string) => {
    const weights = [3, 1, 7, 9];
    const body = digits.slice(0, -1);
    let sum = 0;
    for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * weights[i % 4]!;
    return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
  };
  return check(value.slice(0, 8)) && check(value.slice(8));
}

/** A creator's payout account: where its payouts go. */
export const payoutAccountSchema = z
  .object({
    method: z.enum(PAYOUT_METHODS, { error: 'Elegí cómo querés cobrar' }),
    value: z.string({ error: PAYOUT_TEXTS.cvuInvalid }).trim(),
    holderName: z.string({ error: PAYOUT_TEXTS.holderRequired }).trim().min(2, { error: PAYOUT_TEXTS.holderRequired }).max(100),
  })
  .superRefine((account, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (account.method === 'cvu' && !isCbuOrCvu(account.value.replace(/[\s-]/g, ''))) issue(PAYOUT_TEXTS.cvuInvalid);
    if (account.method === 'alias' && !/^[A-Za-z0-9.-]{6,20}$/.test(account.value)) issue(PAYOUT_TEXTS.aliasInvalid);
    if (account.method === 'mercadopago' && !z.email().safeParse(account.value).success) issue(PAYOUT_TEXTS.emailInvalid);
  })
  .transform((account) => ({
    ...account,
    value:
      account.method === 'cvu'
        ? account.value.replace(/[\s-]/g, '')
        : account.method === 'alias'
          ? account.value.toUpperCase()
          : account.value.toLowerCase(),
  }));
export type PayoutAccountInput = z.input<typeof payoutAccountSchema>;
export type PayoutAccount = z.output<typeof payoutAccountSchema>;

/** 'returned': the destination bank sent a paid transfer back; its money is the payee's to be paid again. */
export const PAYOUT_STATUSES = ['pending', 'sent', 'paid', 'failed', 'returned'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Pendiente',
  sent: 'Enviado',
  paid: 'Pagado',
  failed: 'Fallido',
  returned: 'Devuelto',
};

/** Who a payout pays: a creator its commissions, an agency its fees (decision 171). */
export const PAYEE_TYPES = ['creator', 'agency'] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];
export const PAYEE_TYPE_LABELS: Record<PayeeType, string> = { creator: 'Creador', agency: 'Agencia' };

export const payoutSchema = z.object({
  id: z.uuid(),
  batchId: z.uuid(),
  payeeType: z.enum(PAYEE_TYPES),
  payeeId: z.uuid(),
  payeeName: z.string().nullable(),
  amountCents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  method: z.enum(PAYOUT_METHODS),
  destination: z.string(),
  holderName: z.string(),
  /** Sent with every call to the payment provider, so a retry never pays twice. */
  idempotencyKey: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/**
 * A creator's commissions or an agency's fees (derived from the ledger): pending inside the
 * holding period, available to the next payout (clawbacks of refunded paid sales already taken),
 * in a payout being sent, and paid; its payout account and latest payouts.
 */
export const payeeBalanceSchema = z.object({
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
  inPayoutCents: z.number().int(),
  paidCents: z.number().int(),
  minimumCents: z.number().int(),
  account: z.object({ method: z.enum(PAYOUT_METHODS), value: z.string(), holderName: z.string() }).nullable(),
  payouts: z.array(payoutSchema),
  /** Who pays it out: the account form says what Mercado Pago's transfers are sent as. */
  provider: z.enum(PAYMENT_PROVIDERS).default('manual'),
});
export type PayeeBalance = z.infer<typeof payeeBalanceSchema>;

/**
 * The agency panel's fees per brand (decision 171): the fee in force (percent of the brand's
 * part, null when none), what the brand's sales earned the agency, what is still to be paid to it
 * (inside the holding period, awaiting the brand's payment or the next payout) and what was paid.
 */
export const agencyBrandFeesSchema = z.array(
  z.object({
    brandId: z.uuid(),
    brandName: z.string().nullable(),
    feePercent: z.number().nullable(),
    earnedCents: z.number().int(),
    pendingCents: z.number().int(),
    paidCents: z.number().int(),
  }),
);
export type AgencyBrandFees = z.infer<typeof agencyBrandFeesSchema>;

/** 'reversed': its payment was refunded or charged back after it was approved (issue 35). */
export const STATEMENT_STATUSES = ['open', 'paid', 'reversed'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_STATUS_LABELS: Record<StatementStatus, string> = {
  open: 'Pendiente de pago',
  paid: 'Pagado',
  reversed: 'Pago revertido',
};
/** Why a statement's payment was reversed, as an admin reads it. */
export const STATEMENT_REVERSAL_LABELS = { refunded: 'devuelto', charged_back: 'contracargo' } as const;

/**
 * A brand's statement: what its sales not yet billed owe (its creators' and the platform's
 * parts, less any credit from later refunds), paid through the provider's payment link or, by
 * hand, confirmed by an admin. Only commissions of paid statements are paid out to creators.
 */
export const brandStatementSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  brandName: z.string().nullable(),
  amountCents: z.number().int(),
  /** How many sales it covers. */
  transactions: z.number().int(),
  /** How many conversions' and clicks' earnings it covers. */
  earnings: z.number().int(),
  /** Of its amount, the agency's fees on the sales it covers (decision 171); 0 without an agency fee. */
  agencyFeeCents: z.number().int(),
  status: z.enum(STATEMENT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Where the brand pays it (Mercado Pago's checkout); null when it is paid by hand. */
  paymentUrl: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** A reversed one's reason; null otherwise. */
  reversalReason: z.enum(['refunded', 'charged_back']).nullable().default(null),
  /**
   * Of a reversed statement, the commissions it had released that were already paid out (or on
   * their way) when its payment was reversed: the brand's debt no hold could recover, for admins.
   */
  releasedCents: z.number().int().default(0),
});
export type BrandStatement = z.infer<typeof brandStatementSchema>;

/** What a brand writes on its transfer so that the admin can match it to the statement. */
export const statementReference = (statementId: string): string => `R-${statementId.slice(0, 8).toUpperCase()}`;
export const brandStatementListSchema = z.array(brandStatementSchema);

/**
 * A brand's money with the platform: what its real sales owe (creators' and the platform's
 * parts), what it paid, how the platform collects, its statement waiting to be paid and its
 * latest statements.
 */
export const brandBalanceSchema = z.object({
  owedCents: z.number().int(),
  paidCents: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Where a brand transfers by hand (the platform's account), as the operator set it; null when unset or paid through a provider. */
  paymentInstructions: z.string().nullable(),
  openStatement: brandStatementSchema.nullable(),
  statements: brandStatementListSchema,
});
export type BrandBalance = z.infer<typeof brandBalanceSchema>;

/**
 * A Mercado Pago notification as it reached the gateway: the signature covers `data.id` of the
 * query string, the request id and the timestamp, not the body (research: mercadopago.md §c).
 */
export const mercadoPagoNotificationSchema = z.object({
  dataId: z.string().max(100).nullable(),
  type: z.string().max(60).nullable(),
  requestId: z.string().max(200).nullable(),
  signature: z.string().max(500).nullable(),
  /**
   * A Payouts notification names its transfer only in its body (the transaction itself, unsigned):
   * its `id`, which is read back from the API before anything is done.
   */
  transferId: z.string().max(100).nullable().default(null),
});
export type MercadoPagoNotification = z.infer<typeof mercadoPagoNotificationSchema>;

export const payoutBatchSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  provider: z.string(),
  payouts: z.number().int(),
  totalCents: z.number().int(),
  /** How many of its payouts stand in each status. */
  statuses: z.partialRecord(z.enum(PAYOUT_STATUSES), z.number().int()),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;
export const payoutBatchListSchema = z.array(payoutBatchSchema);

export const payoutBatchDetailSchema = payoutBatchSchema.extend({ items: z.array(payoutSchema) });
export type PayoutBatchDetail = z.infer<typeof payoutBatchDetailSchema>;
