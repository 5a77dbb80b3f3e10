import { Injectable } from '@nestjs/common';
import { CatalogueEvents, type EventPayload } from '@afilia/contracts';
import { OnEvent, type EventTransaction } from '@afilia/service-kit';
import { recordBrandDomains } from './brand-domains.js';
import { LinksService } from './links.service.js';

/**
 * Catalogue's word on where a brand's store and products can be visited, kept here so the
 * redirect never asks catalogue (idempotent consumers). An older event than the one applied
 * changes nothing: two of them may arrive out of order after a redelivery.
 */
@Injectable()
export class StorefrontEventsListener {
  constructor(private readonly links: LinksService) {}

  @OnEvent(CatalogueEvents.storeConnected)
  async onStoreConnected(event: EventPayload<typeof CatalogueEvents.storeConnected>, transaction: EventTransaction): Promise<void> {
    await transaction(async (manager) => {
      await manager.query(
        `INSERT INTO "tracking"."store_pages" ("brand_id", "store_url", "as_of") VALUES ($1, $2, $3)
         ON CONFLICT ("brand_id") DO UPDATE SET "store_url" = EXCLUDED."store_url", "as_of" = EXCLUDED."as_of"
          WHERE "store_pages"."as_of" <= EXCLUDED."as_of"`,
        [event.brandId, event.storeUrl, event.occurredAt],
      );
      // Its links may lead to any of its domains (issue 34 §3).
      await recordBrandDomains(manager, event.brandId, [event.storeUrl, ...event.domains], 'store');
      const codes: { unique_code: string }[] = await manager.query(
        `SELECT "unique_code" FROM "tracking"."affiliate_links" WHERE "brand_id" = $1 AND "kind" IN ('product', 'store')`,
        [event.brandId],
      );
      await this.links.announce(
        manager,
        codes.map((r) => r.unique_code),
      );
    });
  }

  @OnEvent(CatalogueEvents.productPagesChanged)
  async onPagesChanged(event: EventPayload<typeof CatalogueEvents.productPagesChanged>, transaction: EventTransaction): Promise<void> {
    await transaction(async (manager) => {
      await manager.query(
        `INSERT INTO "tracking"."product_pages" ("product_id", "brand_id", "page_url", "as_of")
         SELECT p."productId", $1, p."pageUrl", $3 FROM jsonb_to_recordset($2::jsonb) AS p("productId" uuid, "pageUrl" text)
         ON CONFLICT ("product_id") DO UPDATE SET "page_url" = EXCLUDED."page_url", "as_of" = EXCLUDED."as_of"
          WHERE "product_pages"."as_of" <= EXCLUDED."as_of"`,
        [event.brandId, JSON.stringify(event.pages), event.occurredAt],
      );
      const codes: { unique_code: string }[] = await manager.query(
        `SELECT "unique_code" FROM "tracking"."affiliate_links" WHERE "product_id" = ANY($1::uuid[])`,
        [event.pages.map((p) => p.productId)],
      );
      await this.links.announce(
        manager,
        codes.map((r) => r.unique_code),
      );
    });
  }
}
