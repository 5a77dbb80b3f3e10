import { Controller, Get } from '@nestjs/common';
import { dashboardSummarySchema, SUMMARY_REQUESTS, type Actor } from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { SIGNED_IN } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { composeSummary } from './compose-summary.js';

@Controller('dashboard')
export class DashboardController {
  constructor(
    private readonly services: ServiceClient,
    private readonly logger: JsonLogger,
  ) {}

  @Get('summary')
  @Operation({ access: SIGNED_IN, tag: 'Dashboard', summary: 'Cifras de inicio del rol actual', response: dashboardSummarySchema })
  async summary(@CurrentActor() actor: Actor) {
    const parts = await Promise.all(
      SUMMARY_REQUESTS.map((def) =>
        this.services.request(def, {}, actor).catch((error: unknown) => {
          // One service being down must not blank the whole home: its cards stay at 0.
          this.logger.warn('dashboard.summary-part-failed', { subject: def.subject, error: String(error) });
          return {};
        }),
      ),
    );
    return composeSummary(actor.role, parts);
  }
}
