import { Injectable } from '@nestjs/common';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_TEXTS,
  CatalogueRequests,
  IdentityRequests,
  TrackingRequests,
  type Actor,
  type Directory,
  type Product,
} from '@afilia/contracts';
import { DomainError, ServiceClient } from '@afilia/service-kit';

/** The names of a directory lookup, by id. */
export interface Names {
  brands: Map<string, Directory['brands'][number]>;
  creators: Map<string, Directory['creators'][number]>;
}

/**
 * What campaigns asks the other services, always before its own transaction opens: a brand's
 * products (catalogue), its pixel (tracking), and the names shown beside its rows (identity).
 */
@Injectable()
export class PeerLookups {
  constructor(private readonly client: ServiceClient) {}

  /** The products, each of them the brand's; anything else is refused on the field named. */
  async brandProducts(brandId: string, ids: string[], field: string): Promise<Product[]> {
    const unique = [...new Set(ids)];
    const products = await this.client.call(CatalogueRequests.getProducts, { ids: unique }, null);
    const mine = products.filter((p) => p.brandId === brandId);
    if (mine.length !== unique.length)
      throw new DomainError(
        'VALIDATION_FAILED',
        field === 'productIds' ? CAMPAIGN_MESSAGES.productsRequired : CAMPAIGN_MESSAGES.productRequired,
        field,
      );
    return mine;
  }

  /** A conversion campaign needs an active pixel that has been seen on the brand's site. */
  async requirePixel(actor: Actor, brandId: string): Promise<void> {
    const status = await this.client.call(TrackingRequests.pixelStatus, { brandId }, actor);
    if (!status.active || !status.installed) throw new DomainError('PIXEL_REQUIRED', CAMPAIGN_TEXTS.pixelRequired);
  }

  async names(brandIds: string[], creatorIds: string[]): Promise<Names> {
    if (brandIds.length === 0 && creatorIds.length === 0) return { brands: new Map(), creators: new Map() };
    const found = await this.client.call(
      IdentityRequests.directory,
      { brandIds: [...new Set(brandIds)].slice(0, 500), creatorIds: [...new Set(creatorIds)].slice(0, 500) },
      null,
    );
    return { brands: new Map(found.brands.map((b) => [b.id, b])), creators: new Map(found.creators.map((c) => [c.id, c])) };
  }
}
