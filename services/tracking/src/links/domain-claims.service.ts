import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DOMAIN_TEXTS, domainOf, domainRecord, type Actor, type BrandDomain, type ClaimDomain } from '@afilia/contracts';
import { brandScope, canActOnBrand, DomainError, type JsonLogger } from '@afilia/service-kit';
import { recordBrandDomains } from './brand-domains.js';
import type { TxtLookup } from './domain-records.js';

interface ClaimRow {
  id: string;
  brand_id: string;
  host: string;
  token: string;
  verified_at: Date | null;
}

interface DomainRow {
  host: string;
  source: 'store' | 'pixel' | 'dns';
  verified_at: Date;
}

/**
 * 'Tus dominios' (issue 34 §3): the domains a brand's links may lead to. Its store's and its
 * pixel's verified pages are recorded by themselves; any other the brand adds here and proves it
 * controls with a DNS TXT record (`_afilia.{domain}` holding `afilia-verificacion={token}`),
 * looked up when it asks. A brand sees and changes its own only (an agency, its brands'; an
 * admin, any).
 */
export class DomainClaimsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lookup: TxtLookup,
    private readonly logger: JsonLogger,
  ) {}

  async list(actor: Actor, requested?: string): Promise<BrandDomain[]> {
    const brandId = brandScope(actor, requested);
    const [domains, claims] = await Promise.all([
      this.dataSource.query(`SELECT "host", "source", "verified_at" FROM "tracking"."brand_domains" WHERE "brand_id" = $1`, [
        brandId,
      ]) as Promise<DomainRow[]>,
      this.dataSource.query(`SELECT * FROM "tracking"."domain_claims" WHERE "brand_id" = $1`, [brandId]) as Promise<ClaimRow[]>,
    ]);
    const claimOf = new Map(claims.map((c) => [c.host, c]));
    const verified = domains.map((d) => toView(claimOf.get(d.host) ?? null, d));
    const waiting = claims.filter((c) => !domains.some((d) => d.host === c.host)).map((c) => toView(c, null));
    return [...verified, ...waiting].sort((a, b) => a.host.localeCompare(b.host));
  }

  /** Adds a domain to prove: its claim (the same one when it was added before) and the record to create. */
  async claim(actor: Actor, request: ClaimDomain): Promise<BrandDomain> {
    const brandId = brandScope(actor, request.brandId);
    const host = domainOf(request.domain);
    if (!host) throw new DomainError('VALIDATION_FAILED', DOMAIN_TEXTS.invalid, 'domain');
    const [known]: DomainRow[] = await this.dataSource.query(
      `SELECT "host", "source", "verified_at" FROM "tracking"."brand_domains" WHERE "brand_id" = $1 AND "host" = $2`,
      [brandId, host],
    );
    if (known) throw new DomainError('VALIDATION_FAILED', DOMAIN_TEXTS.alreadyVerified, 'domain');
    await this.dataSource.query(
      `INSERT INTO "tracking"."domain_claims" ("brand_id", "host", "token") VALUES ($1, $2, $3) ON CONFLICT ("brand_id", "host") DO NOTHING`,
      [brandId, host, randomBytes(18).toString('base64url')],
    );
    const [claim]: ClaimRow[] = await this.dataSource.query(
      `SELECT * FROM "tracking"."domain_claims" WHERE "brand_id" = $1 AND "host" = $2`,
      [brandId, host],
    );
    return toView(claim!, null);
  }

  /** Looks the claim's record up: found, the domain is the brand's from now on; not found, says so and keeps the claim. */
  async verify(actor: Actor, id: string): Promise<BrandDomain> {
    const claim = await this.owned(actor, id);
    if (!claim.verified_at) {
      const record = domainRecord(claim.host, claim.token);
      const found = (await this.lookup(record.name)).some((text) => text.trim() === record.value);
      if (!found) throw new DomainError('INVALID_TRANSITION', DOMAIN_TEXTS.notFound);
      await this.dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE "tracking"."domain_claims" SET "verified_at" = now() WHERE "id" = $1`, [claim.id]);
        await recordBrandDomains(manager, claim.brand_id, [claim.host], 'dns');
      });
      this.logger.info('domain.verified', { brandId: claim.brand_id, host: claim.host });
    }
    return (await this.list(actor, claim.brand_id)).find((d) => d.claimId === claim.id)!;
  }

  /**
   * Removes a domain the brand added: links already leading there keep working and show as
   * outside its domains; its store's and its pixel's domains stay (they are not claims).
   */
  async remove(actor: Actor, id: string): Promise<{ message: string }> {
    const claim = await this.owned(actor, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM "tracking"."domain_claims" WHERE "id" = $1`, [claim.id]);
      await manager.query(`DELETE FROM "tracking"."brand_domains" WHERE "brand_id" = $1 AND "host" = $2 AND "source" = 'dns'`, [
        claim.brand_id,
        claim.host,
      ]);
    });
    return { message: DOMAIN_TEXTS.removed };
  }

  /** The claim, when the actor may act on its brand; anyone else reads that it does not exist. */
  private async owned(actor: Actor, id: string): Promise<ClaimRow> {
    const [claim]: ClaimRow[] = await this.dataSource.query(`SELECT * FROM "tracking"."domain_claims" WHERE "id" = $1`, [id]);
    if (!claim || !canActOnBrand(actor, claim.brand_id)) throw new DomainError('NOT_FOUND', DOMAIN_TEXTS.claimNotFound);
    return claim;
  }
}

function toView(claim: ClaimRow | null, domain: DomainRow | null): BrandDomain {
  return {
    host: domain?.host ?? claim!.host,
    source: domain?.source ?? null,
    verifiedAt: domain ? new Date(domain.verified_at).toISOString() : null,
    claimId: claim?.id ?? null,
    record: domain || !claim ? null : domainRecord(claim.host, claim.token),
  };
}
