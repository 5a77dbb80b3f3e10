// npm start (or node dist/main.js): the sandbox on PORT (default 4020), configured from the
// environment. The access token and the webhook secret have no defaults: the platform verifies
// notifications with the secret, and a default would be readable in the repository.
import { z } from 'zod';
import { createMercadoPagoSandbox } from './create-sandbox.js';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4020),
  HOST: z.string().min(1).default('127.0.0.1'),
  MERCADOPAGO_SANDBOX_ACCESS_TOKEN: z.string({ error: 'MERCADOPAGO_SANDBOX_ACCESS_TOKEN is required' }).min(1),
  MERCADOPAGO_SANDBOX_WEBHOOK_SECRET: z.string({ error: 'MERCADOPAGO_SANDBOX_WEBHOOK_SECRET is required' }).min(16),
  MERCADOPAGO_SANDBOX_PUBLIC_URL: z.url().optional(),
  MERCADOPAGO_SANDBOX_SETTLE: z.enum(['auto', 'manual']).default('auto'),
  MERCADOPAGO_SANDBOX_SETTLE_DELAY_MS: z.coerce.number().int().min(0).default(50),
  /** Comma-separated destination numbers whose transfers end rejected/by_bank. */
  MERCADOPAGO_SANDBOX_REJECT_DESTINATIONS: z.string().default(''),
});

async function main(): Promise<void> {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Configuración inválida:\n${z.prettifyError(parsed.error)}`);
  const env = parsed.data;
  const rejectDestinations = env.MERCADOPAGO_SANDBOX_REJECT_DESTINATIONS.split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  const sandbox = await createMercadoPagoSandbox({
    port: env.PORT,
    host: env.HOST,
    accessToken: env.MERCADOPAGO_SANDBOX_ACCESS_TOKEN,
    webhookSecret: env.MERCADOPAGO_SANDBOX_WEBHOOK_SECRET,
    publicUrl: env.MERCADOPAGO_SANDBOX_PUBLIC_URL,
    settle: env.MERCADOPAGO_SANDBOX_SETTLE,
    settleDelayMs: env.MERCADOPAGO_SANDBOX_SETTLE_DELAY_MS,
    rejectDestinations,
    log: (line) => console.log(`[mercadopago-sandbox] ${line}`),
  });
  console.log(`Mercado Pago de prueba escuchando en ${sandbox.url}`);
  console.log(`  API:   ${sandbox.url} (en lugar de https://api.mercadopago.com)`);
  console.log(`  Admin: ${sandbox.url}/_sandbox/notifications`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void sandbox.close().finally(() => process.exit(0));
    });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
