import { Controller } from '@nestjs/common';
import { TrackingRequests, type Actor, type HandledData } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { ExportsService } from './exports.service.js';

/** The pages of tracking's exports (issue 39 §3): who sees what is ExportsService's, as on the screens. */
@Controller()
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Handles(TrackingRequests.exportTransactions)
  transactions(data: HandledData<typeof TrackingRequests.exportTransactions>, actor: Actor) {
    return this.exports.transactions(actor, data.filters, data.after);
  }

  @Handles(TrackingRequests.exportClicks)
  clicks(data: HandledData<typeof TrackingRequests.exportClicks>, actor: Actor) {
    return this.exports.clicks(actor, data.filters, data.after);
  }

  @Handles(TrackingRequests.exportPayouts)
  payouts(data: HandledData<typeof TrackingRequests.exportPayouts>, actor: Actor) {
    return this.exports.payouts(actor, data.filters, data.after);
  }

  @Handles(TrackingRequests.exportConversions)
  conversions(data: HandledData<typeof TrackingRequests.exportConversions>, actor: Actor) {
    return this.exports.conversions(actor, data.filters, data.after);
  }
}
