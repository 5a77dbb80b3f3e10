import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JsonLogger, PeriodicJob } from '@afilia/service-kit';
import { TRACKING_ENV, type TrackingEnv } from '../../config/env.js';
import type { MercadoPagoClient } from './mercadopago-client.js';
import { MERCADOPAGO_CLIENT, MercadoPagoNotifications } from './mercadopago-notifications.service.js';

/** Transfers read back per pass, oldest first: a backlog is worked through over several passes. */
const PER_PASS = 50;

/**
 * What notifications missed (issue 35): every few minutes (MERCADOPAGO_RECONCILE_SECONDS), the
 * transfers still 'sent' a pass after they left are read back from Mercado Pago and settled as
 * their notification would have settled them, and the statements still open a pass after their
 * payment link was made have their payments searched. Bounded: at most PER_PASS of each a pass,
 * one GET each; nothing runs without the Mercado Pago provider.
 */
@Injectable()
export class MercadoPagoReconciler extends PeriodicJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(TRACKING_ENV) private readonly env: TrackingEnv,
    @Inject(MERCADOPAGO_CLIENT) private readonly client: MercadoPagoClient | null,
    private readonly notifications: MercadoPagoNotifications,
    private readonly logger: JsonLogger,
  ) {
    super(env.MERCADOPAGO_RECONCILE_SECONDS * 1000);
  }

  /** One pass: answers how many transfers and statements it settled. */
  async run(now = new Date()): Promise<number> {
    return (await this.transfers(now)) + (await this.statements(now));
  }

  private async statements(now: Date): Promise<number> {
    if (!this.client) return 0;
    const quiet = new Date(now.getTime() - this.env.MERCADOPAGO_RECONCILE_SECONDS * 1000);
    const open: { id: string }[] = await this.dataSource.query(
      `SELECT "id"::text AS "id" FROM "tracking"."brand_statements"
        WHERE "status" = 'open' AND "provider" = 'mercadopago' AND "payment_url" IS NOT NULL AND "created_at" <= $1
        ORDER BY "created_at" LIMIT ${PER_PASS}`,
      [quiet],
    );
    let paid = 0;
    for (const { id } of open) {
      try {
        if (await this.notifications.reconcileStatement(id)) paid += 1;
      } catch (error) {
        this.logger.warn('mercadopago.reconcile-failed', { statementId: id, error: String(error) });
      }
    }
    if (paid) this.logger.info('mercadopago.reconciled-statements', { paid, read: open.length });
    return paid;
  }

  private async transfers(now: Date): Promise<number> {
    if (!this.client) return 0;
    const quiet = new Date(now.getTime() - this.env.MERCADOPAGO_RECONCILE_SECONDS * 1000);
    const waiting: { provider_reference: string }[] = await this.dataSource.query(
      `SELECT "provider_reference" FROM "tracking"."payouts"
        WHERE "status" = 'sent' AND "provider_reference" IS NOT NULL AND coalesce("sent_at", "created_at") <= $1
        ORDER BY coalesce("sent_at", "created_at") LIMIT ${PER_PASS}`,
      [quiet],
    );
    let settled = 0;
    for (const { provider_reference: id } of waiting) {
      try {
        if (await this.notifications.reconcileTransfer(id)) settled += 1;
      } catch (error) {
        // Mercado Pago did not answer: the next pass asks again.
        this.logger.warn('mercadopago.reconcile-failed', { intentId: id, error: String(error) });
      }
    }
    if (settled) this.logger.info('mercadopago.reconciled', { settled, read: waiting.length });
    return settled;
  }
}
