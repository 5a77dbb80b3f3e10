import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AGENCY_TEXTS, IdentityEvents, percentFromFraction, type Actor, type BrandAgencies } from '@afilia/contracts';
import { DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import type { BrandEntity } from './brand.entity.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { reachableBrand } from './reachable-brand.js';

interface LinkRow {
  agency_id: string;
  name: string;
  user_id: string;
  created_at: Date;
  fee_rate: string | null;
  fee_confirmed_at: Date | null;
  proposed_fee_rate: string | null;
  fee_proposed_at: Date | null;
}

/** A fee's fraction of the brand's part as the percent people read, or null for none. */
const toPercent = (rate: string | null) => (rate === null ? null : percentFromFraction(rate));

/**
 * A brand's agencies and the agency's fee (decision 171). The brand's owner links an agency by the
 * e-mail of its account and may unlink it; a linked agency proposes its fee, a percentage of the
 * brand's part of each sale; the owner confirms it once and only then is it in force (one agency's
 * fee at a time). A brand an agency created has no owner, so nobody can agree a fee with it.
 * Each change of the fee in force is published for tracking's ledger.
 */
@Injectable()
export class BrandAgenciesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
    private readonly sessions: SessionsService,
  ) {}

  async list(actor: Actor, brandId: string): Promise<BrandAgencies> {
    const brand = await this.reachable(actor, brandId);
    return this.agenciesOf(this.dataSource.manager, brand, actor);
  }

  async add(actor: Actor, brandId: string, email: string): Promise<BrandAgencies> {
    const brand = await this.ownedBy(actor, brandId);
    return this.dataSource.transaction(async (manager) => {
      const [agency]: { id: string; user_id: string }[] = await manager.query(
        `SELECT a."id", a."user_id" FROM "identity"."agencies" a JOIN "identity"."users" u ON u."id" = a."user_id"
          WHERE u."email" = $1 AND u."role" = 'agency'`,
        [email.toLowerCase()],
      );
      if (!agency) throw new DomainError('NOT_FOUND', AGENCY_TEXTS.notFound, 'email');
      const inserted: unknown[] = await manager.query(
        `INSERT INTO "identity"."brand_agency_links" ("brand_id", "agency_id") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "agency_id"`,
        [brandId, agency.id],
      );
      if (inserted.length === 0) throw new DomainError('INVALID_TRANSITION', AGENCY_TEXTS.alreadyLinked, 'email');
      // The agency's people see the brand from their next session refresh.
      await this.outbox.add(manager, IdentityEvents.userChanged, { userId: agency.user_id });
      this.logger.info('identity.brand-agency.added', { brandId, agencyId: agency.id, userId: actor.userId });
      return this.agenciesOf(manager, brand, actor);
    });
  }

  async remove(actor: Actor, brandId: string, agencyId: string): Promise<BrandAgencies> {
    const brand = await this.ownedBy(actor, brandId);
    return this.dataSource.transaction(async (manager) => {
      const link = await this.linkOf(manager, brandId, agencyId);
      await manager.query(`DELETE FROM "identity"."brand_agency_links" WHERE "brand_id" = $1 AND "agency_id" = $2`, [brandId, agencyId]);
      if (link.fee_rate !== null) await this.publishFee(manager, brandId, link, null);
      await this.outbox.add(manager, IdentityEvents.userChanged, { userId: link.user_id });
      // The agency's people lose the brand now, not when their access tokens expire.
      await this.sessions.accessChanged(manager, link.user_id);
      this.logger.info('identity.brand-agency.removed', { brandId, agencyId, userId: actor.userId });
      return this.agenciesOf(manager, brand, actor);
    });
  }

  /** The agency asks for a fee on one of its brands; the one in force stays until the owner confirms. */
  async proposeFee(actor: Actor, brandId: string, feePercent: number): Promise<BrandAgencies> {
    if (actor.role !== 'agency' || !actor.agencyId || !actor.brandIds.includes(brandId)) throw new DomainError('FORBIDDEN');
    const agencyId = actor.agencyId;
    const brand = await this.reachable(actor, brandId);
    if (!brand.ownerUserId) throw new DomainError('INVALID_TRANSITION', AGENCY_TEXTS.feeNeedsOwner, 'feePercent');
    return this.dataSource.transaction(async (manager) => {
      const link = await this.linkOf(manager, brandId, agencyId);
      await this.refuseOtherFee(manager, brandId, agencyId);
      const rate = Math.round(feePercent * 100) / 10_000;
      await manager.query(
        `UPDATE "identity"."brand_agency_links" SET "proposed_fee_rate" = $3, "fee_proposed_at" = now() WHERE "brand_id" = $1 AND "agency_id" = $2`,
        [brandId, link.agency_id, rate],
      );
      this.logger.info('identity.agency-fee.proposed', { brandId, agencyId, rate });
      return this.agenciesOf(manager, brand, actor);
    });
  }

  /** The owner agrees to the fee the agency asked for: from now on it is in force. */
  async confirmFee(actor: Actor, brandId: string, agencyId: string): Promise<BrandAgencies> {
    const brand = await this.ownedBy(actor, brandId);
    return this.dataSource.transaction(async (manager) => {
      const link = await this.linkOf(manager, brandId, agencyId, true);
      if (link.proposed_fee_rate === null) throw new DomainError('INVALID_TRANSITION', AGENCY_TEXTS.nothingToConfirm);
      await this.refuseOtherFee(manager, brandId, agencyId);
      const [[confirmed]]: [{ fee_confirmed_at: Date }[], number] = await manager.query(
        `UPDATE "identity"."brand_agency_links"
            SET "fee_rate" = "proposed_fee_rate", "fee_confirmed_at" = now(), "proposed_fee_rate" = NULL, "fee_proposed_at" = NULL
          WHERE "brand_id" = $1 AND "agency_id" = $2 RETURNING "fee_confirmed_at"`,
        [brandId, agencyId],
      );
      await this.publishFee(manager, brandId, link, Number(link.proposed_fee_rate), confirmed!.fee_confirmed_at);
      this.logger.info('identity.agency-fee.confirmed', { brandId, agencyId, rate: link.proposed_fee_rate, userId: actor.userId });
      return this.agenciesOf(manager, brand, actor);
    });
  }

  private async publishFee(manager: EntityManager, brandId: string, link: LinkRow, rate: number | null, at = new Date()): Promise<void> {
    await this.outbox.add(manager, IdentityEvents.agencyFeeSet, {
      brandId,
      agencyId: link.agency_id,
      agencyName: link.name,
      rate,
      effectiveAt: at.toISOString(),
    });
  }

  private async refuseOtherFee(manager: EntityManager, brandId: string, agencyId: string): Promise<void> {
    const [other]: unknown[] = await manager.query(
      `SELECT 1 FROM "identity"."brand_agency_links" WHERE "brand_id" = $1 AND "agency_id" <> $2 AND "fee_rate" IS NOT NULL`,
      [brandId, agencyId],
    );
    if (other) throw new DomainError('INVALID_TRANSITION', AGENCY_TEXTS.feeOtherAgency, 'feePercent');
  }

  /** The link, locked for the change when asked. */
  private async linkOf(manager: EntityManager, brandId: string, agencyId: string, lock = false): Promise<LinkRow> {
    const [link]: LinkRow[] = await manager.query(
      `${LINKS_SELECT} WHERE k."brand_id" = $1 AND k."agency_id" = $2 ${lock ? 'FOR UPDATE OF k' : ''}`,
      [brandId, agencyId],
    );
    if (!link) throw new DomainError('NOT_FOUND', AGENCY_TEXTS.linkNotFound);
    return link;
  }

  /** The owner and admins see every agency of the brand; an agency sees its own terms only. */
  private async agenciesOf(manager: EntityManager, brand: BrandEntity, actor: Actor): Promise<BrandAgencies> {
    const own = actor.role === 'agency' ? actor.agencyId : null;
    const rows: LinkRow[] = await manager.query(
      `${LINKS_SELECT} WHERE k."brand_id" = $1 AND ($2::uuid IS NULL OR k."agency_id" = $2) ORDER BY k."created_at", a."name"`,
      [brand.id, own],
    );
    return {
      hasOwner: brand.ownerUserId !== null,
      agencies: rows.map((row) => ({
        agencyId: row.agency_id,
        name: row.name,
        linkedAt: row.created_at.toISOString(),
        feePercent: toPercent(row.fee_rate),
        feeConfirmedAt: row.fee_confirmed_at?.toISOString() ?? null,
        proposedFeePercent: toPercent(row.proposed_fee_rate),
        feeProposedAt: row.fee_proposed_at?.toISOString() ?? null,
      })),
    };
  }

  private reachable(actor: Actor, brandId: string): Promise<BrandEntity> {
    return reachableBrand(this.dataSource, this.logger, actor, brandId, 'identity.brand-agency');
  }

  /** Only the brand's owner chooses its agencies and agrees to their fees. */
  private async ownedBy(actor: Actor, brandId: string): Promise<BrandEntity> {
    const brand = await this.reachable(actor, brandId);
    if (actor.role !== 'brand' || brand.ownerUserId !== actor.userId) {
      this.logger.warn('authz.denied', { action: 'identity.brand-agency.owner', userId: actor.userId, brandId });
      throw new DomainError('FORBIDDEN');
    }
    return brand;
  }
}

const LINKS_SELECT = `SELECT k."agency_id", a."name", a."user_id", k."created_at", k."fee_rate", k."fee_confirmed_at", k."proposed_fee_rate", k."fee_proposed_at"
  FROM "identity"."brand_agency_links" k JOIN "identity"."agencies" a ON a."id" = k."agency_id"`;
