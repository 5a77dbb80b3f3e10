import { SHOP_TEXTS } from '@afilia/contracts';
import { Html, html, safeUrl } from './html.js';
import { renderShop, type RenderOptions } from './render-shop.js';
import { SHOP_CSS } from './shop-css.js';
import type { ShopView } from './shop-view.js';

export interface DocumentMeta {
  /** The page's own address, absolute (og:url). */
  url: string;
  /** The platform's address, to make an image path absolute for link previews. */
  origin: string;
}

/** The page's title (seed 001 §2): '{shop_title} — Tienda', or 'Tienda'. */
export function shopPageTitle(view: Pick<ShopView, 'title'>): string {
  return view.title ? `${view.title} ${SHOP_TEXTS.pageTitleSuffix}` : SHOP_TEXTS.defaultTitle;
}

/** The image a link preview shows: the logo, else the first product's picture. */
function previewImage(view: ShopView, origin: string): string | null {
  const first = view.blocks.find((b) => b.type === 'product');
  const image = safeUrl(view.logoUrl) ?? safeUrl(first?.type === 'product' ? first.product.imageUrl : null);
  return image ? new URL(image, origin).href : null;
}

/** An HTML document of ours: the page's head tags, its body, the shared style inlined. */
export function page(title: string, head: Html, body: Html, themeColor: string): string {
  return html`<!doctype html>
    <html lang="es-AR">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        ${head}
        <meta name="theme-color" content="${themeColor}" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <style>
          html,body{margin:0;height:100%}${new Html(SHOP_CSS)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`.value;
}

/**
 * The public shop as one HTML document: its style inlined, no script, the Open Graph and
 * description tags a link preview reads (issue 15 §1).
 */
export function renderShopDocument(view: ShopView, meta: DocumentMeta, options: RenderOptions = {}): string {
  const title = shopPageTitle(view);
  const description = view.description || SHOP_TEXTS.defaultDescription;
  const image = previewImage(view, meta.origin);
  const head = html`<meta name="description" content="${description}" /><meta property="og:type" content="website" /><meta
      property="og:title"
      content="${title}"
    /><meta property="og:description" content="${description}" /><meta property="og:url" content="${meta.url}" />${
      image ? html`<meta property="og:image" content="${image}" />` : null
    }<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`;
  return page(title, head, renderShop(view, options), view.theme?.background ?? '#6d28d9');
}

/** /shop/{unknown}: a page of the same look that says so, with a way home. */
export function renderShopNotFound(): string {
  const body = html`<main class="afs afs--auto">
    <div class="afs-inner">
      <div class="afs-empty">
        <h1>${SHOP_TEXTS.notFoundTitle}</h1>
        <p>${SHOP_TEXTS.notFoundText}</p>
      </div>
      <div class="afs-actions"><a class="afs-button" href="/">${SHOP_TEXTS.backHome}</a></div>
    </div>
  </main>`;
  return page(SHOP_TEXTS.notFoundTitle, html`<meta name="robots" content="noindex" />`, body, '#6d28d9');
}
