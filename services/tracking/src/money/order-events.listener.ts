import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogueEvents, type EventPayload } from '@afilia/contracts';
import { lookupNames, OnEvent, ServiceClient, type EventTransaction } from '@afilia/service-kit';
import { SaleRecorder } from './sale-recorder.js';

type OrderFacts = EventPayload<typeof CatalogueEvents.orderPaid>;

/**
 * Catalogue's order events, as tracking turns them into commissions (idempotent consumers).
 * Whose an order is, and the names it keeps, are read before the transaction opens, so a slow
 * identity never holds a connection; a failure is retried by JetStream.
 */
@Injectable()
export class OrderEventsListener {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: ServiceClient,
    private readonly recorder: SaleRecorder,
  ) {}

  @OnEvent(CatalogueEvents.orderPaid)
  async onPaid(event: OrderFacts, transaction: EventTransaction): Promise<void> {
    const soldAt = soldAtOf(event.paidAt, event.occurredAt);
    const who = await this.recorder.attribute(this.dataSource.manager, event, soldAt);
    const names = await lookupNames(this.client, who ? [event.brandId] : [], who ? [who.creatorId] : []);
    await transaction((manager) => this.recorder.recordPaid(manager, event, who, names, soldAt));
  }

  @OnEvent(CatalogueEvents.orderCancelled)
  async onCancelled(event: EventPayload<typeof CatalogueEvents.orderCancelled>, transaction: EventTransaction): Promise<void> {
    await transaction((manager) => this.recorder.recordReversed(manager, event.brandId, event.orderId, 'order_cancelled'));
  }

  @OnEvent(CatalogueEvents.orderRefunded)
  async onRefunded(event: EventPayload<typeof CatalogueEvents.orderRefunded>, transaction: EventTransaction): Promise<void> {
    const reason = event.paymentStatus === 'voided' ? 'order_voided' : 'order_refunded';
    await transaction((manager) => this.recorder.recordReversed(manager, event.brandId, event.orderId, reason));
  }

  /** An order edited after payment: its commissions follow its items (decision 218). */
  @OnEvent(CatalogueEvents.orderEdited)
  async onEdited(event: EventPayload<typeof CatalogueEvents.orderEdited>, transaction: EventTransaction): Promise<void> {
    const [sale]: { creator_id: string | null }[] = await this.dataSource.query(
      `SELECT "creator_id" FROM "tracking"."sale_orders" WHERE "brand_id" = $1 AND "order_id" = $2`,
      [event.brandId, event.orderId],
    );
    const names = await lookupNames(this.client, sale?.creator_id ? [event.brandId] : [], sale?.creator_id ? [sale.creator_id] : []);
    await transaction((manager) => this.recorder.recordEdited(manager, event, names));
  }
}

/** When the sale happened: the store's payment time, else when catalogue reported it. */
function soldAtOf(paidAt: string | null, occurredAt: string): number {
  const paid = paidAt ? Date.parse(paidAt) : NaN;
  return Number.isFinite(paid) ? paid : Date.parse(occurredAt);
}
