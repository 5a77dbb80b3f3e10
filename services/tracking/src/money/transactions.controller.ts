import { Controller } from '@nestjs/common';
import {
  TrackingRequests,
  type Actor,
  type ListTransactionsQuery,
  type MercadoPagoNotification,
  type PayoutAccount,
  type TestSaleRequest,
} from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { MercadoPagoNotifications } from './mercadopago/mercadopago-notifications.service.js';
import { PayoutsService } from './payouts.service.js';
import { StatementsService } from './statements.service.js';
import { TestSaleService } from './test-sale.service.js';
import { TransactionsService } from './transactions.service.js';

@Controller()
export class TransactionsController {
  constructor(
    private readonly transactions: TransactionsService,
    private readonly testSales: TestSaleService,
    private readonly payouts: PayoutsService,
    private readonly statements: StatementsService,
    private readonly mercadoPago: MercadoPagoNotifications,
  ) {}

  @Handles(TrackingRequests.listTransactions)
  list(data: ListTransactionsQuery, actor: Actor) {
    return this.transactions.list(actor, data);
  }

  @Handles(TrackingRequests.testSale)
  testSale(data: TestSaleRequest, actor: Actor) {
    return this.testSales.run(actor, data);
  }

  @Handles(TrackingRequests.payeeBalance)
  payeeBalance(_data: object, actor: Actor) {
    return this.payouts.payeeBalance(actor);
  }

  @Handles(TrackingRequests.agencyBrandFees)
  agencyBrandFees(_data: object, actor: Actor) {
    return this.payouts.agencyBrandFees(actor);
  }

  @Handles(TrackingRequests.brandBalance)
  brandBalance(data: { brandId?: string }, actor: Actor) {
    return this.statements.brandBalance(actor, data.brandId);
  }

  @Handles(TrackingRequests.createBrandStatement)
  createStatement(data: { brandId?: string }, actor: Actor) {
    return this.statements.create(actor, data.brandId);
  }

  @Handles(TrackingRequests.listBrandStatements)
  listStatements(_data: object, actor: Actor) {
    return this.statements.list(actor);
  }

  @Handles(TrackingRequests.markStatementPaid)
  markStatementPaid(data: { id: string }, actor: Actor) {
    return this.statements.markPaid(actor, data.id);
  }

  @Handles(TrackingRequests.receiveMercadoPagoNotification)
  mercadoPagoNotification(data: MercadoPagoNotification) {
    return this.mercadoPago.receive(data);
  }

  @Handles(TrackingRequests.savePayoutAccount)
  saveAccount(data: PayoutAccount, actor: Actor) {
    return this.payouts.saveAccount(actor, data);
  }

  @Handles(TrackingRequests.createPayoutBatch)
  createBatch(_data: object, actor: Actor) {
    return this.payouts.createBatch(actor);
  }

  @Handles(TrackingRequests.listPayoutBatches)
  listBatches(_data: object, actor: Actor) {
    return this.payouts.listBatches(actor);
  }

  @Handles(TrackingRequests.getPayoutBatch)
  getBatch(data: { id: string }, actor: Actor) {
    return this.payouts.getBatch(actor, data.id);
  }

  @Handles(TrackingRequests.markPayoutBatchPaid)
  markBatchPaid(data: { id: string }, actor: Actor) {
    return this.payouts.markBatchPaid(actor, data.id);
  }

  @Handles(TrackingRequests.verifiedResults)
  verifiedResults(data: { creatorId: string }) {
    return this.transactions.verifiedResults(data.creatorId);
  }

  @Handles(TrackingRequests.summary)
  summary(_data: object, actor: Actor) {
    return this.transactions.summary(actor);
  }
}
