import { Controller, Get, HttpException, Inject } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { healthResponseSchema, SERVICE_NAMES, SERVICES } from '@afilia/contracts';
import { z } from 'zod';
import { Operation, Public } from '../http/operation.decorator.js';
import { GATEWAY_NATS, ServiceClient } from '../bus/service-client.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  nats: z.boolean(),
  postgres: z.boolean(),
  services: z.record(z.string(), healthResponseSchema.pick({ ok: true, database: true })),
});

@Controller('health')
export class HealthController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_NATS) private readonly nc: NatsConnection,
  ) {}

  /** NATS, then each service, which also reports whether its Postgres answers. 503 when anything is down. */
  @Public()
  @Get()
  @Operation({ tag: 'Operación', summary: 'Estado de NATS, Postgres y cada servicio', response: healthSchema })
  async check() {
    const nats = !this.nc.isClosed();
    const entries = await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        const answer = await this.services
          .request(SERVICES[name].requests.health, {}, null, 2000)
          .catch(() => ({ ok: false, database: false }));
        return [name, { ok: answer.ok, database: answer.database }] as const;
      }),
    );
    const services = Object.fromEntries(entries);
    const postgres = entries.every(([, s]) => s.database);
    const ok = nats && entries.every(([, s]) => s.ok);
    const body = { status: ok ? 'ok' : 'degraded', nats, postgres, services } as const;
    if (!ok) throw new HttpException(body, 503);
    return body;
  }
}
