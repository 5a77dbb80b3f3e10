import { useMemo } from 'react';
import { renderShop, SHOP_CSS, shopView } from '@afilia/shop-page';
import { SHOP_TEXTS, type ShopProduct } from '@afilia/contracts';
import { previewShop } from './shop-draft';
import type { ShopDraft } from './use-shop-editor';

/**
 * 'Vista Previa' (seed 001 §2): the very markup the public page sends, from the same renderer,
 * with nothing to click and its title a level down. The renderer escapes every text.
 */
export function ShopPreview({ draft, products, creatorId }: { draft: ShopDraft; products: readonly ShopProduct[]; creatorId: string }) {
  const markup = useMemo(
    () =>
      renderShop(shopView(previewShop(draft, creatorId), products), {
        preview: true,
        // The preview's links go nowhere; the button only has to show.
        pressKitUrl: draft.pressKitPublic ? '#' : null,
      }).value,
    [draft, products, creatorId],
  );
  const empty = draft.blocks.length === 0;
  return (
    <div style={{ borderRadius: 12, overflow: 'hidden', maxHeight: '75vh', overflowY: 'auto' }}>
      <style>{SHOP_CSS}</style>
      {empty && <p style={{ margin: '0 0 12px', textAlign: 'center' }}>{SHOP_TEXTS.previewEmpty}</p>}
      <div dangerouslySetInnerHTML={{ __html: markup }} />
    </div>
  );
}
