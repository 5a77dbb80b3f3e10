import type { AdminBrand, AdminCreator } from '@afilia/contracts';
import type { z } from 'zod';
import type {
  adminBrandCampaignsSchema,
  adminBrandCatalogueSchema,
  adminBrandIdentitySchema,
  adminCreatorCampaignsSchema,
  adminCreatorIdentitySchema,
} from '@afilia/contracts';

type Part<T extends z.ZodType> = z.infer<T>;

/**
 * The admin's 'Marcas': identity's rows, each with catalogue's and campaigns' counts for it. A
 * brand a service has no row for has none of that service's things (no store, no products).
 */
export function joinBrands(
  brands: Part<typeof adminBrandIdentitySchema>[],
  catalogue: Part<typeof adminBrandCatalogueSchema>[],
  campaigns: Part<typeof adminBrandCampaignsSchema>[],
): AdminBrand[] {
  const stores = new Map(catalogue.map((row) => [row.brandId, row]));
  const counts = new Map(campaigns.map((row) => [row.brandId, row]));
  return brands.map((brand) => {
    const store = stores.get(brand.id);
    const count = counts.get(brand.id);
    return {
      ...brand,
      storeName: store?.storeName ?? null,
      storeConnected: store?.storeConnected ?? false,
      products: store?.products ?? 0,
      campaigns: count?.campaigns ?? 0,
      activeCampaigns: count?.activeCampaigns ?? 0,
    };
  });
}

/** The admin's 'Creadores': identity's rows with the collaborations each has running. */
export function joinCreators(
  creators: Part<typeof adminCreatorIdentitySchema>[],
  campaigns: Part<typeof adminCreatorCampaignsSchema>[],
): AdminCreator[] {
  const counts = new Map(campaigns.map((row) => [row.creatorId, row.collaborations]));
  return creators.map((creator) => ({ ...creator, collaborations: counts.get(creator.id) ?? 0 }));
}
