import { SERVICE_NAMES } from '@afilia/contracts';
import type { z } from 'zod';

// No secret has a default anyone could read in the repository: for every part's env schema,
// a setting that looks like a secret is either required or, when optional, stays unset.
const ROOT = new URL('../../../', import.meta.url).pathname;
const SECRET_NAME = /SECRET|PASSWORD|PRIVATE|CREDENTIAL|SEED|TOKEN$|_KEY$|_KEY_ID$/;
/**
 * Secrets a part may run without (it then does without the feature; Mercado Pago's are refused
 * missing when PAYMENTS_PROVIDER=mercadopago, by loadTrackingEnv; without a network's key its
 * statistics cannot sync, decision 177); they must still have no default.
 */
const OPTIONAL = new Set([
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'AI_API_KEY',
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_WEBHOOK_SECRET',
  'MERCADOPAGO_SIGNING_KEY',
  'INSTAGRAM_ACCESS_TOKEN',
  'TIKTOK_CLIENT_SECRET',
  'YOUTUBE_API_KEY',
  'TIKTOK_CLIENT_KEY',
]);

async function shapeOf(part: string): Promise<Record<string, z.ZodType>> {
  const path = part === 'gateway' ? `${ROOT}gateway/src/config/env.ts` : `${ROOT}services/${part}/src/config/env.ts`;
  const module = (await import(path)) as Record<string, unknown>;
  const [, schema] = Object.entries(module).find(([name]) => name.endsWith('EnvSchema'))!;
  return (schema as { shape: Record<string, z.ZodType> }).shape;
}

describe('secrets are never defaults', () => {
  it.each([...SERVICE_NAMES, 'gateway'])('%s', async (part) => {
    const shape = await shapeOf(part);
    const secrets = Object.keys(shape).filter((name) => SECRET_NAME.test(name));
    for (const name of secrets) {
      const missing = shape[name]!.safeParse(undefined);
      if (OPTIONAL.has(name)) expect({ name, value: missing.success ? missing.data : undefined }).toEqual({ name, value: undefined });
      else expect({ name, refusedWhenMissing: !missing.success }).toEqual({ name, refusedWhenMissing: true });
    }
  });

  it('names the secrets it checks, so a renamed one is not silently skipped', async () => {
    expect(Object.keys(await shapeOf('catalogue')).filter((n) => SECRET_NAME.test(n))).toEqual([
      'NATS_SEED',
      'CATALOGUE_SECRET',
      'TIENDANUBE_CLIENT_SECRET',
      'SIGNING_KEY',
    ]);
    expect(Object.keys(await shapeOf('gateway')).filter((n) => SECRET_NAME.test(n))).toEqual(
      expect.arrayContaining(['NATS_SEED', 'JWT_SECRET', 'SIGNING_KEY', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']),
    );
  });

  it('and a service needs its own database URL', async () => {
    for (const part of SERVICE_NAMES) expect((await shapeOf(part)).DATABASE_URL!.safeParse(undefined).success).toBe(false);
  });
});
