export { escape, html, Html, safeUrl } from './html.js';
export { SHOP_CSS } from './shop-css.js';
export { readableOn, shopTheme, shopView, type ShopTheme, type ShopView, type ViewBlock } from './shop-view.js';
export { renderShop, type RenderOptions } from './render-shop.js';
export { renderShopDocument, renderShopNotFound, shopPageTitle, type DocumentMeta } from './shop-document.js';
export { pressKitView, renderPressKit, renderPressKitDocument, renderPressKitUnavailable, type PressKitView } from './press-kit.js';
