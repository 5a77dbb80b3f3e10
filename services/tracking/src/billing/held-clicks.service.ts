import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LINK_MESSAGES, type Actor, type SettleHeldClicksRequest } from '@afilia/contracts';
import { canActOnBrand, DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import { announceLinkChanges } from '../links/link-changes.js';
import { billOnQuota, type LedgerRow } from './cpc-billing.js';

/**
 * A CPC link's held clicks (issue 34 §2): a fraud signal held its billing, and its brand (its
 * agency, an admin) decides. Released, they are billed in the order they came, within what is
 * left of the quota (any beyond it are discarded, as a spent quota bills nothing more);
 * discarded, they are never billed. Either way the hold ends and billing goes on; a later
 * signal holds it again. The ledger's row lock makes a release and the counter take turns.
 */
@Injectable()
export class HeldClicksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  async settle(actor: Actor, request: SettleHeldClicksRequest): Promise<{ message: string }> {
    const result = await this.dataSource.transaction(async (manager) => {
      const [link]: { brand_id: string }[] = await manager.query(`SELECT "brand_id" FROM "tracking"."affiliate_links" WHERE "id" = $1`, [
        request.id,
      ]);
      // Another brand's link, or none: the same answer, so ids tell nobody anything.
      if (!link || !canActOnBrand(actor, link.brand_id)) throw new DomainError('NOT_FOUND', LINK_MESSAGES.notFound);
      const [ledger]: LedgerRow[] = await manager.query(
        `SELECT g.*, l."unique_code", l."campaign_id", l."campaign_name", l."brand_id", l."creator_id"
           FROM "tracking"."cpc_ledgers" g JOIN "tracking"."affiliate_links" l ON l."id" = g."link_id"
          WHERE g."link_id" = $1 FOR UPDATE OF g`,
        [request.id],
      );
      // A link that bills no clicks holds none.
      if (!ledger) throw new DomainError('INVALID_TRANSITION', LINK_MESSAGES.nothingHeld);
      const held: { click_id: string; billed_at: Date }[] = await manager.query(
        `SELECT "click_id", "billed_at" FROM "tracking"."cpc_bills" WHERE "link_id" = $1 AND "status" = 'held' ORDER BY "billed_at", "click_id"`,
        [ledger.link_id],
      );
      if (!held.length && !ledger.held_at) throw new DomainError('INVALID_TRANSITION', LINK_MESSAGES.nothingHeld);
      let expired = false;
      if (request.action === 'release' && !ledger.reached_at)
        expired = await billOnQuota(
          manager,
          this.outbox,
          ledger,
          held.map((h) => ({ clickId: h.click_id, at: h.billed_at })),
          true,
        );
      // Whatever is still held was discarded, or is past the quota.
      await manager.query(
        `UPDATE "tracking"."cpc_bills" SET "status" = 'discarded', "settled_at" = now() WHERE "link_id" = $1 AND "status" = 'held'`,
        [ledger.link_id],
      );
      await manager.query(`UPDATE "tracking"."cpc_ledgers" SET "held_at" = NULL, "held_reason" = NULL WHERE "link_id" = $1`, [
        ledger.link_id,
      ]);
      if (expired) await announceLinkChanges(manager, this.outbox, [ledger.unique_code]);
      return { held: held.length, billed: ledger.billed_clicks };
    });
    this.logger.info('cpc.held-settled', { linkId: request.id, action: request.action, held: result.held, role: actor.role });
    return { message: request.action === 'release' ? LINK_MESSAGES.heldReleased : LINK_MESSAGES.heldDiscarded };
  }
}
