import { Injectable } from '@nestjs/common';
import { CAMPAIGN_MESSAGES, CAMPAIGN_TEXTS, CatalogueRequests, TrackingRequests, type Actor, type Product } from '@afilia/contracts';
import { DomainError, lookupNames, ServiceClient, type DirectoryNames } from '@afilia/service-kit';

/** The names of a directory lookup, by id. */
export type Names = DirectoryNames;

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

  names(brandIds: string[], creatorIds: string[]): Promise<Names> {
    return lookupNames(this.client, brandIds, creatorIds);
  }
}
