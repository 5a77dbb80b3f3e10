import { signingKeyOf, type TrackingEnv } from '../config/env.js';
import { MercadoPagoClient } from './mercadopago/mercadopago-client.js';
import { MercadoPagoProvider } from './mercadopago/mercadopago-provider.js';
import { ManualPaymentProvider, type PaymentProvider } from './payment-provider.js';

/** Mercado Pago's client when the settings choose it (PAYMENTS_PROVIDER=mercadopago), else none. */
export function mercadoPagoClientFor(env: TrackingEnv): MercadoPagoClient | null {
  if (env.PAYMENTS_PROVIDER !== 'mercadopago' || !env.MERCADOPAGO_ACCESS_TOKEN) return null;
  return new MercadoPagoClient({
    apiUrl: env.MERCADOPAGO_API_URL,
    accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
    signingKey: env.MERCADOPAGO_SIGNING_KEY ? signingKeyOf(env.MERCADOPAGO_SIGNING_KEY) : null,
  });
}

/** The provider the settings choose: Mercado Pago with its client, else the ledger settled by hand. */
export function paymentProviderFor(env: TrackingEnv, client: MercadoPagoClient | null): PaymentProvider {
  if (!client) return new ManualPaymentProvider();
  const base = env.PUBLIC_URL.replace(/\/$/, '');
  return new MercadoPagoProvider(client, {
    notification: env.MERCADOPAGO_NOTIFICATION_URL ?? `${base}/webhooks/mercadopago`,
    brandReturn: `${base}/dashboard/transactions`,
  });
}
