// npm start (or node dist/main.js): the test store on PORT (default 4010), configured from the
// environment. Used by the platform launcher (tools/scripts/lib/platform.mjs) when no real
// Tiendanube credentials are set; the defaults match the app id and secret it passes.
import { z } from 'zod';
import { createSandbox } from './create-sandbox.js';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  HOST: z.string().default('127.0.0.1'),
  TIENDANUBE_SANDBOX_APP_ID: z.string().min(1).default('afilia-sandbox'),
  // No default: webhooks are verified with it, and a default would be readable in the repository.
  TIENDANUBE_SANDBOX_CLIENT_SECRET: z.string({ error: 'TIENDANUBE_SANDBOX_CLIENT_SECRET is required' }).min(16),
  TIENDANUBE_SANDBOX_REDIRECT_URL: z.url().optional(),
  // The privacy webhooks' URLs, which a real app enters in its settings at the Partner Portal.
  TIENDANUBE_SANDBOX_STORE_REDACT_URL: z.url().optional(),
  TIENDANUBE_SANDBOX_CUSTOMERS_REDACT_URL: z.url().optional(),
  TIENDANUBE_SANDBOX_CUSTOMERS_DATA_REQUEST_URL: z.url().optional(),
  TIENDANUBE_SANDBOX_STORE_ID: z.coerce.number().int().positive().default(3_501_234),
  TIENDANUBE_SANDBOX_STORE_NAME: z.string().min(1).default('Tienda de prueba'),
  TIENDANUBE_SANDBOX_PRODUCTS: z.coerce.number().int().min(0).max(5000).default(60),
  TIENDANUBE_SANDBOX_PUBLIC_URL: z.url().optional(),
  // The explicit local mode: webhooks may go to http and local addresses (one machine, a demo).
  TIENDANUBE_SANDBOX_LOCAL_URLS: flag,
  TIENDANUBE_SANDBOX_AUTO_APPROVE: flag,
  /** The scopes the app is registered with (comma separated); the sandbox's default otherwise. */
  TIENDANUBE_SANDBOX_SCOPES: z.string().optional(),
  /**
   * The app's script as registered at the Partner Portal, `{id}:{src}` (e.g. the platform's
   * storefront script): stores load it on every page and the checkout once it is associated.
   */
  TIENDANUBE_SANDBOX_PORTAL_SCRIPT: z
    .string()
    .regex(/^\d+:https?:\/\/\S+$/, { error: 'expected {id}:{url}' })
    .optional(),
});

function portalScript(setting: string): { id: number; src: string; where: string } {
  const colon = setting.indexOf(':');
  return { id: Number(setting.slice(0, colon)), src: setting.slice(colon + 1), where: 'store,checkout' };
}

async function main(): Promise<void> {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const sandbox = await createSandbox({
    port: env.PORT,
    host: env.HOST,
    appId: env.TIENDANUBE_SANDBOX_APP_ID,
    clientSecret: env.TIENDANUBE_SANDBOX_CLIENT_SECRET,
    ...(env.TIENDANUBE_SANDBOX_REDIRECT_URL ? { redirectUrl: env.TIENDANUBE_SANDBOX_REDIRECT_URL } : {}),
    ...(env.TIENDANUBE_SANDBOX_PUBLIC_URL ? { publicUrl: env.TIENDANUBE_SANDBOX_PUBLIC_URL } : {}),
    storeId: env.TIENDANUBE_SANDBOX_STORE_ID,
    storeName: env.TIENDANUBE_SANDBOX_STORE_NAME,
    products: env.TIENDANUBE_SANDBOX_PRODUCTS,
    localUrls: env.TIENDANUBE_SANDBOX_LOCAL_URLS,
    autoApprove: env.TIENDANUBE_SANDBOX_AUTO_APPROVE,
    ...(env.TIENDANUBE_SANDBOX_PORTAL_SCRIPT ? { portalScripts: [portalScript(env.TIENDANUBE_SANDBOX_PORTAL_SCRIPT)] } : {}),
    ...(env.TIENDANUBE_SANDBOX_SCOPES ? { scopes: env.TIENDANUBE_SANDBOX_SCOPES.split(',').map((s) => s.trim()) } : {}),
    privacyUrls: {
      storeRedact: env.TIENDANUBE_SANDBOX_STORE_REDACT_URL ?? null,
      customersRedact: env.TIENDANUBE_SANDBOX_CUSTOMERS_REDACT_URL ?? null,
      customersDataRequest: env.TIENDANUBE_SANDBOX_CUSTOMERS_DATA_REQUEST_URL ?? null,
    },
    log: (line) => console.log(`[tiendanube-sandbox] ${line}`),
  });
  console.log(`Tienda de prueba de Tiendanube escuchando en ${sandbox.url}`);
  console.log(`  API:         ${sandbox.apiBaseUrl}/${sandbox.storeId}`);
  console.log(`  Instalación: ${sandbox.authorizeUrl}`);
  console.log(`  Admin:       ${sandbox.url}/_sandbox`);
  if (!env.TIENDANUBE_SANDBOX_REDIRECT_URL)
    console.log('  Aviso: falta TIENDANUBE_SANDBOX_REDIRECT_URL; la pantalla de autorización no podrá volver a la app.');
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
