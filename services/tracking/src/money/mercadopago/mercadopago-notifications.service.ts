import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MercadoPagoNotification } from '@afilia/contracts';
import { asSystem, DomainError, JsonLogger } from '@afilia/service-kit';
import { TRACKING_ENV, type TrackingEnv } from '../../config/env.js';
import { CommissionClearing } from '../commission-clearing.js';
import { PayoutsService } from '../payouts.service.js';
import { StatementsService } from '../statements.service.js';
import { MercadoPagoClient, MercadoPagoError, toCents, type TransactionIntent } from './mercadopago-client.js';
import { hasValidNotificationSignature } from './notification-signature.js';

/** Money Out statuses that end a transfer without the money reaching the creator (research: mercadopago.md §b). */
const FAILED_TRANSFER = new Set(['rejected', 'error', 'failed', 'canceled', 'cancelled', 'refunded']);
/** The destination bank sent the money back, after it arrived or before we heard it did. */
const RETURNED_TRANSFER = 'refunded';

export const MERCADOPAGO_CLIENT = Symbol('MERCADOPAGO_CLIENT');

/**
 * Mercado Pago's notifications (decision 169). A notification only says that something moved:
 * its signature is checked first (a forged one is refused), then the resource is read back from
 * the API and acted on, once: a transfer settles its payout paid or failed, an approved payment
 * of at least a statement's amount pays the statement. A replayed notification (the same
 * request id) is acknowledged and ignored; a failure to read the resource answers an error,
 * so Mercado Pago retries.
 */
@Injectable()
export class MercadoPagoNotifications {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(TRACKING_ENV) private readonly env: TrackingEnv,
    @Inject(MERCADOPAGO_CLIENT) private readonly client: MercadoPagoClient | null,
    private readonly payouts: PayoutsService,
    private readonly statements: StatementsService,
    private readonly clearing: CommissionClearing,
    private readonly logger: JsonLogger,
  ) {}

  async receive(notification: MercadoPagoNotification): Promise<{ accepted: boolean }> {
    // A Payouts notification is the transaction in the body, unsigned (payouts-v2/notifications):
    // it can only make us read that transfer back from the API, which alone decides.
    if (this.client && !notification.dataId && notification.transferId) return asSystem(() => this.transferNotified(notification));
    const secret = this.env.MERCADOPAGO_WEBHOOK_SECRET;
    if (!this.client || !secret || !hasValidNotificationSignature(secret, notification)) {
      this.logger.warn('mercadopago.signature-rejected', { type: notification.type, dataId: notification.dataId });
      throw new DomainError('INVALID_SIGNATURE');
    }
    // Its signature, not an actor, vouches for it: settling a payout or a statement is the service's own work.
    return asSystem(() => this.act(notification));
  }

  private async act(notification: MercadoPagoNotification): Promise<{ accepted: boolean }> {
    const { dataId, type } = notification;
    if (!dataId || (type !== 'transaction_intent' && type !== 'payment')) return { accepted: false };
    if (await this.seen(notification.requestId)) {
      this.logger.info('mercadopago.replay-ignored', { requestId: notification.requestId, type });
      return { accepted: false };
    }
    let acted: boolean;
    try {
      acted = type === 'transaction_intent' ? await this.transferSettled(dataId) : await this.paymentReceived(dataId);
    } catch (error) {
      // Mercado Pago does not know it (another application's, or gone): nothing to settle, nor to retry.
      if (!(error instanceof MercadoPagoError && error.status === 404)) throw error;
      this.logger.warn('mercadopago.resource-unknown', { type, dataId });
      acted = false;
    }
    await this.remember(notification);
    return { accepted: acted };
  }

  /** A statement's payments read back without a notification (the reconciler): the first that pays it does. */
  async reconcileStatement(statementId: string): Promise<boolean> {
    for (const payment of await this.client!.paymentsFor(statementId)) if (await this.paymentReceived(payment.id)) return true;
    return false;
  }

  /** A transfer read back without a notification (the reconciler): settled as its notification would have. */
  async reconcileTransfer(id: string): Promise<boolean> {
    try {
      return await this.transferSettled(id);
    } catch (error) {
      if (error instanceof MercadoPagoError && error.status === 404) return false;
      throw error;
    }
  }

  private async transferNotified(notification: MercadoPagoNotification): Promise<{ accepted: boolean }> {
    const id = notification.transferId!;
    if (await this.seen(notification.requestId)) return { accepted: false };
    let acted: boolean;
    try {
      acted = await this.transferSettled(id);
    } catch (error) {
      if (!(error instanceof MercadoPagoError && (error.status === 404 || error.status === 400))) throw error;
      this.logger.warn('mercadopago.resource-unknown', { type: 'transaction_intent', dataId: id });
      acted = false;
    }
    await this.remember({ ...notification, type: 'transaction_intent', dataId: id });
    return { accepted: acted };
  }

  private async transferSettled(id: string): Promise<boolean> {
    const intent = await this.client!.getTransfer(id);
    if (intent.status === 'partially_refunded') {
      // How much came back is not in the transfer we read: an operator looks at it (decision 226).
      this.logger.warn('mercadopago.transfer-partially-returned', { intentId: intent.id, reference: intent.external_reference });
      return false;
    }
    const outcome = intent.status === 'processed' ? 'paid' : FAILED_TRANSFER.has(intent.status) ? 'failed' : null;
    if (!outcome) return false;
    if (!(await this.matchesPayout(intent))) return false;
    const reason = outcome === 'failed' ? `${intent.status}/${intent.status_detail ?? ''}` : null;
    const settled = await this.dataSource.transaction(async (manager) => {
      // A transfer still on its way fails; one already paid that the bank sent back is returned.
      if (await this.payouts.settle(manager, intent.external_reference, outcome, reason)) return true;
      return intent.status === RETURNED_TRANSFER && this.payouts.returned(manager, intent.external_reference, reason!);
    });
    this.logger.info('mercadopago.transfer', { payoutId: intent.external_reference, outcome, settled });
    return settled;
  }

  /** The transfer is one of our payouts, of its amount: anything else is not ours to settle. */
  private async matchesPayout(intent: TransactionIntent): Promise<boolean> {
    const [payout]: { amount_cents: string; provider_reference: string | null }[] = await this.dataSource.query(
      `SELECT "amount_cents", "provider_reference" FROM "tracking"."payouts" WHERE "id"::text = $1`,
      [intent.external_reference],
    );
    const matches =
      !!payout &&
      Number(payout.amount_cents) === toCents(intent.transaction.total_amount) &&
      (payout.provider_reference === null || payout.provider_reference === intent.id);
    if (!matches) this.logger.warn('mercadopago.transfer-unmatched', { intentId: intent.id, reference: intent.external_reference });
    return matches;
  }

  private async paymentReceived(id: string): Promise<boolean> {
    const payment = await this.client!.getPayment(id);
    // Refunded or charged back after it was approved: the statement it paid is owed again (decision 228).
    if ((payment.status === 'refunded' || payment.status === 'charged_back') && payment.external_reference) {
      const reason = payment.status;
      return this.dataSource.transaction((manager) =>
        this.statements.reversePayment(manager, payment.external_reference!, payment.id, reason),
      );
    }
    if (payment.status !== 'approved' || payment.currency_id !== 'ARS' || !payment.external_reference) return false;
    const [statement]: { amount_cents: string; status: string; payment_id: string | null }[] = await this.dataSource.query(
      `SELECT "amount_cents", "status", "payment_id" FROM "tracking"."brand_statements" WHERE "id"::text = $1`,
      [payment.external_reference],
    );
    // Another payment of a statement already paid, or reversed (its old link paid again): the money
    // arrived and pays nothing here; an operator gives it back or applies it (decision 228).
    if (statement && statement.status !== 'open' && statement.payment_id !== payment.id) {
      this.logger.warn('mercadopago.payment-unrecorded', {
        paymentId: payment.id,
        statementId: payment.external_reference,
        status: statement.status,
      });
      return false;
    }
    if (!statement || toCents(payment.transaction_amount) < Number(statement.amount_cents)) {
      this.logger.warn('mercadopago.payment-unmatched', { paymentId: payment.id, reference: payment.external_reference });
      return false;
    }
    const paid = await this.dataSource.transaction((manager) =>
      this.statements.recordPayment(manager, payment.external_reference!, payment.id),
    );
    if (paid) await this.clearing.run();
    return paid;
  }

  private async seen(requestId: string | null): Promise<boolean> {
    if (!requestId) return false;
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM "tracking"."provider_notifications" WHERE "request_id" = $1`, [
      requestId,
    ]);
    return rows.length > 0;
  }

  private async remember(notification: MercadoPagoNotification): Promise<void> {
    if (!notification.requestId) return;
    await this.dataSource.query(
      `INSERT INTO "tracking"."provider_notifications" ("request_id", "provider", "type", "data_id") VALUES ($1, 'mercadopago', $2, $3)
       ON CONFLICT DO NOTHING`,
      [notification.requestId, notification.type, notification.dataId],
    );
  }
}
