import { Controller } from '@nestjs/common';
import { TrackingRequests, type Actor, type ListTransactionsQuery, type TestSaleRequest } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { TestSaleService } from './test-sale.service.js';
import { TransactionsService } from './transactions.service.js';

@Controller()
export class TransactionsController {
  constructor(
    private readonly transactions: TransactionsService,
    private readonly testSales: TestSaleService,
  ) {}

  @Handles(TrackingRequests.listTransactions)
  list(data: ListTransactionsQuery, actor: Actor) {
    return this.transactions.list(actor, data);
  }

  @Handles(TrackingRequests.testSale)
  testSale(data: TestSaleRequest, actor: Actor) {
    return this.testSales.run(actor, data);
  }

  @Handles(TrackingRequests.summary)
  summary(_data: object, actor: Actor) {
    return this.transactions.summary(actor);
  }
}
