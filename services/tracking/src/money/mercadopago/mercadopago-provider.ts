import type { Payout } from '@afilia/contracts';
import type { PaymentProvider, StatementToCollect } from '../payment-provider.js';
import type { MercadoPagoClient } from './mercadopago-client.js';

/**
 * Mercado Pago as the platform's payment provider (decision 169): a brand pays its statement
 * through a Checkout Pro payment link; a creator is paid by a Money Out transfer to its CVU/CBU,
 * alias or Mercado Pago account. Both name our row as `external_reference`; a transfer tells
 * Mercado Pago where to notify, a payment is notified to the application's webhook, signed.
 */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago';

  constructor(
    private readonly client: MercadoPagoClient,
    private readonly urls: { notification: string; brandReturn: string },
  ) {}

  async sendPayout(payout: Payout): Promise<{ status: 'sent'; reference: string }> {
    const intent = await this.client.processTransfer({
      externalReference: payout.id,
      amountCents: payout.amountCents,
      destination: { type: payout.method, number: payout.destination, holder: payout.holderName },
      notificationUrl: this.urls.notification,
      idempotencyKey: payout.idempotencyKey,
    });
    return { status: 'sent', reference: intent.id };
  }

  async requestPayment(statement: StatementToCollect): Promise<{ paymentUrl: string; reference: string }> {
    const preference = await this.client.createPreference({
      externalReference: statement.id,
      title: `Afilia: comisiones de ${statement.brandName ?? 'tu marca'}`,
      amountCents: statement.amountCents,
      backUrl: this.urls.brandReturn,
      idempotencyKey: `statement-${statement.id}`,
    });
    return { paymentUrl: preference.init_point, reference: preference.id };
  }
}
