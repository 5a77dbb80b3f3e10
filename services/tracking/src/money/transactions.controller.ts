import { Controller } from '@nestjs/common';
import { TrackingRequests, type Actor, type ListTransactionsQuery } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { TransactionsService } from './transactions.service.js';

@Controller()
export class TransactionsController {
  constructor(private readonly transactions: TransactionsService) {}

  @Handles(TrackingRequests.listTransactions)
  list(data: ListTransactionsQuery, actor: Actor) {
    return this.transactions.list(actor, data);
  }

  @Handles(TrackingRequests.summary)
  summary(_data: object, actor: Actor) {
    return this.transactions.summary(actor);
  }
}
