import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { SERVICE_NAMES, SERVICES, type ServiceName } from '@afilia/contracts';
import { JsonLogger, requestService, type CallerKey } from '@afilia/service-kit';
import { GATEWAY_CALLER, GATEWAY_NATS } from '../bus/service-client.js';
import { composeHealth, SERVICE_DOWN, type HealthReport, type ServiceHealth } from './health-report.js';

/** How often every service is asked, and how long one may take to answer before it counts as down. */
export const HEALTH_CHECK_INTERVAL_MS = 1000;
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

/**
 * The platform's health, kept by a background check so /health answers from memory: asking
 * NATS and every service on each request made /health the slowest route, and probes call it
 * often. NATS is followed through the connection's own status events, at once; the services
 * (each also reporting its Postgres) are asked every second, so one that stops shows within a
 * second and one that hangs within three.
 */
@Injectable()
export class HealthMonitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private nats: boolean;
  private services: Partial<Record<ServiceName, ServiceHealth>> = {};
  private report: HealthReport;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @Inject(GATEWAY_NATS) private readonly nc: NatsConnection,
    @Inject(GATEWAY_CALLER) private readonly caller: CallerKey,
    private readonly logger: JsonLogger,
  ) {
    this.nats = !nc.isClosed();
    // Until the first round answers, no service is known to be up.
    this.report = composeHealth(this.nats, this.services);
  }

  current(): HealthReport {
    return this.report;
  }

  onApplicationBootstrap(): void {
    void this.followNats();
    void this.nc.closed().then(() => this.setNats(false));
    void this.checkServices();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async followNats(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect' || status.type === 'close') this.setNats(false);
      else if (status.type === 'reconnect') this.setNats(true);
    }
  }

  private setNats(up: boolean): void {
    this.nats = up;
    this.publish();
  }

  private async checkServices(): Promise<void> {
    const answers = await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        const reply = await requestService(this.nc, SERVICES[name].requests.health, {}, null, {
          caller: this.caller,
          timeoutMs: HEALTH_CHECK_TIMEOUT_MS,
        }).catch(() => null);
        const health: ServiceHealth = reply?.ok ? { ok: reply.value.ok, database: reply.value.database } : SERVICE_DOWN;
        return [name, health] as const;
      }),
    );
    this.services = Object.fromEntries(answers);
    this.publish();
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.checkServices(), HEALTH_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  /** Swaps in the new report, and logs when the platform's state changes (not on every round). */
  private publish(): void {
    const previous = this.report;
    this.report = composeHealth(this.nats, this.services);
    if (JSON.stringify(previous) === JSON.stringify(this.report)) return;
    const down = Object.entries(this.report.services)
      .filter(([, s]) => !s.ok)
      .map(([name]) => name);
    const fields = { nats: this.report.nats, postgres: this.report.postgres, down };
    if (this.report.status === 'ok') this.logger.info('health.ok', fields);
    else this.logger.warn('health.degraded', fields);
  }
}
