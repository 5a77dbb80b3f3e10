import type { PaymentProviderName, Payout } from '@afilia/contracts';

/** A brand's statement as a provider bills it. */
export interface StatementToCollect {
  id: string;
  brandId: string;
  brandName: string | null;
  amountCents: number;
}

/**
 * Who moves the money (DESIGN.md: external services behind an interface, with a real adapter
 * and a local default): it collects brands' statements and sends creators' payouts. Both are
 * asked after the rows they act on committed; what the provider settles later it reports back
 * (Mercado Pago: a signed notification).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Sends one payout under its own idempotency key: a retry with the same key never pays twice. */
  sendPayout(payout: Payout): Promise<{ status: 'pending' | 'sent'; reference: string | null }>;
  /** Where the brand pays its statement; null when it pays by hand. */
  requestPayment(statement: StatementToCollect): Promise<{ paymentUrl: string | null; reference: string | null }>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/**
 * The embedded default: the ledger settled by hand. Nothing is sent: the brand transfers its
 * statement and an admin confirms it; the operator transfers each payout and the admin marks the
 * batch paid.
 */
export class ManualPaymentProvider implements PaymentProvider {
  readonly name = 'manual';

  async sendPayout(): Promise<{ status: 'pending'; reference: null }> {
    return { status: 'pending', reference: null };
  }

  async requestPayment(): Promise<{ paymentUrl: null; reference: null }> {
    return { paymentUrl: null, reference: null };
  }
}
