import { healthResponseSchema, SERVICE_NAMES, type ServiceName } from '@afilia/contracts';
import { z } from 'zod';

export const serviceHealthSchema = healthResponseSchema.pick({ ok: true, database: true });
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const healthReportSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  nats: z.boolean(),
  postgres: z.boolean(),
  services: z.record(z.string(), serviceHealthSchema),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/** What a service that did not answer counts as. */
export const SERVICE_DOWN: ServiceHealth = { ok: false, database: false };

/** The platform is ok when NATS is up and every service answers with its database up. */
export function composeHealth(nats: boolean, services: Partial<Record<ServiceName, ServiceHealth>>): HealthReport {
  const parts = SERVICE_NAMES.map((name) => [name, services[name] ?? SERVICE_DOWN] as const);
  const ok = nats && parts.every(([, s]) => s.ok);
  return {
    status: ok ? 'ok' : 'degraded',
    nats,
    postgres: parts.every(([, s]) => s.database),
    services: Object.fromEntries(parts),
  };
}
