import { Controller, Get, HttpException } from '@nestjs/common';
import { ANYONE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { HealthMonitor } from './health-monitor.js';
import { healthReportSchema } from './health-report.js';

@Controller('health')
export class HealthController {
  constructor(private readonly monitor: HealthMonitor) {}

  /** NATS and each service, which also reports whether its Postgres answers. 503 when anything is down. */
  @Get()
  @Operation({ access: ANYONE, tag: 'Operación', summary: 'Estado de NATS, Postgres y cada servicio', response: healthReportSchema })
  check() {
    const report = this.monitor.current();
    if (report.status !== 'ok') throw new HttpException(report, 503);
    return report;
  }
}
