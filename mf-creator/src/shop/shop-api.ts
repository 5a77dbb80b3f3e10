import { creatorShopSchema, shopEditorSchema, type CreatorShop, type SaveShopRequest, type ShopEditorData } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** 'Editor de Tienda' calls (seed 001 §2). */
export function shopApi(client: ApiClient) {
  return {
    get(): Promise<ShopEditorData> {
      return client.get('/creator/shop', { schema: shopEditorSchema });
    },
    save(body: SaveShopRequest): Promise<CreatorShop> {
      return client.put('/creator/shop', body, { schema: creatorShopSchema });
    },
  };
}
