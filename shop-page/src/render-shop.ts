import { EMBED_PLATFORM_LABELS, SHOP_EVENTS_PATH, SHOP_TEXTS } from '@afilia/contracts';
import { formatFollowers, formatMoney } from '@afilia/contracts/format';
import { Html, html, safeUrl } from './html.js';
import type { ShopView, ViewBlock } from './shop-view.js';

export interface RenderOptions {
  /**
   * The editor's 'Vista Previa': the same page with nothing to click (links lose their address)
   * and its title one level down, as the editor has its own h1.
   */
  preview?: boolean;
  /** Where 'Ver Press Kit' goes, when the creator made the press kit public. */
  pressKitUrl?: string | null;
  /** How many images load at once before the rest wait until they scroll near (the first screen). */
  eagerImages?: number;
}

const T = SHOP_TEXTS;

const SHOP_ICON = html`<svg
  aria-hidden="true"
  width="36"
  height="36"
  viewBox="0 0 24 24"
  fill="none"
  stroke="currentColor"
  stroke-width="1.8"
  stroke-linecap="round"
  stroke-linejoin="round"
>
  <path d="M3 9l1.5-5h15L21 9" />
  <path d="M4 9v11h16V9" />
  <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
  <path d="M9 20v-6h6v6" />
</svg>`;
const PLAY_ICON = html`<svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="currentColor">
  <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 6.5 6 3.5-6 3.5v-7z" />
</svg>`;
const INSTAGRAM_ICON = html`<svg
  aria-hidden="true"
  width="28"
  height="28"
  viewBox="0 0 24 24"
  fill="none"
  stroke="currentColor"
  stroke-width="2"
>
  <rect x="3" y="3" width="18" height="18" rx="5" />
  <circle cx="12" cy="12" r="4" />
  <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
</svg>`;

/** Where a followed link of a block reports its click (the link's `ping`), on the page only. */
interface Counting {
  creatorId: string;
  blockId: string;
}

/**
 * A link that goes somewhere on the page, and nowhere in the preview. On the page the browser
 * pings the block's click when the link is followed (HTML's hyperlink auditing: no script).
 */
function link(url: string | null, options: RenderOptions, attributes: Html, content: Html | string, counting?: Counting): Html {
  const href = options.preview ? null : safeUrl(url);
  if (!href) return html`<a ${attributes}>${content}</a>`;
  const ping = counting
    ? `${SHOP_EVENTS_PATH}?c=${encodeURIComponent(counting.creatorId)}&k=${encodeURIComponent(counting.blockId)}`
    : null;
  return html`<a href="${href}" ${ping ? html`ping="${ping}" ` : null}${attributes}>${content}</a>`;
}

function renderBlock(block: ViewBlock, level: number, options: RenderOptions, eager: boolean, creatorId: string): Html {
  const h = heading(level);
  const counting = { creatorId, blockId: block.id };
  const title = (text: string) => html`<${h}>${text}</${h}>`;
  switch (block.type) {
    case 'link':
      return link(block.url, options, html`class="afs-button" rel="noopener"`, block.title, counting);
    case 'text':
      return html`<section class="afs-card afs-text">
        ${block.title ? title(block.title) : null}
        <p>${block.content || T.noContent}</p>
      </section>`;
    case 'embed': {
      const name = EMBED_PLATFORM_LABELS[block.platform];
      return html`<div class="afs-card afs-embed">
        ${PLAY_ICON}${link(block.url, options, html`rel="noopener"`, `Ver en ${name}`, counting)}
      </div>`;
    }
    case 'product': {
      const p = block.product;
      const image = safeUrl(p.imageUrl);
      const img = image
        ? html`<img
            src="${image}"
            alt="${p.productName}"
            width="112"
            height="112"
            ${eager ? null : html`loading="lazy" `}decoding="async"
          />`
        : html`<div class="afs-noimage" aria-hidden="true"></div>`;
      const target = `/safelink?aff=${encodeURIComponent(p.uniqueCode)}&product=${encodeURIComponent(p.productId)}`;
      return html`<article class="afs-card afs-product">
        ${img}
        <div>
          ${title(p.productName)}${p.brandName ? html`<p class="afs-brand">${p.brandName}</p>` : null}${
            p.description ? html`<p class="afs-product-text">${p.description}</p>` : null
          }
          <p class="afs-price">${formatMoney(p.priceCents)}</p>
          ${link(target, options, html`class="afs-button" aria-label="${T.viewProduct}: ${p.productName}"`, T.viewProduct, counting)}
        </div>
      </article>`;
    }
    case 'social_stats':
      return html`<section class="afs-card afs-social" aria-label="Instagram">
        ${INSTAGRAM_ICON}
        <div class="afs-social-who">
          <p><strong>@${block.username}</strong></p>
          <p class="afs-brand">${formatFollowers(block.followers)} seguidores</p>
        </div>
        ${link(
          `https://www.instagram.com/${encodeURIComponent(block.username)}/`,
          options,
          html`class="afs-button" target="_blank" rel="noopener noreferrer" aria-label="${T.follow} a @${block.username} en Instagram"`,
          T.follow,
          counting,
        )}
      </section>`;
  }
}

/** A tag name of ours chosen at run time (a heading's level, the root's element). */
const tag = (name: 'h1' | 'h2' | 'h3' | 'main' | 'div') => new Html(name);
const heading = (level: number) => tag(level <= 1 ? 'h1' : level === 2 ? 'h2' : 'h3');

/** The CSS custom properties of the creator's colours and background image, on the shop's root. */
function rootStyle(view: ShopView): string {
  const parts: string[] = [];
  if (view.theme)
    parts.push(
      `--afs-bg:${view.theme.background}`,
      `--afs-text:${view.theme.text}`,
      `--afs-accent:${view.theme.accent}`,
      `--afs-on-accent:${view.theme.onAccent}`,
    );
  const background = safeUrl(view.backgroundImageUrl);
  if (background) parts.push(`background-image:url("${encodeURI(background)}")`);
  return parts.join(';');
}

/** The shop itself (seed 001 §2 'Public creator shop'): header, blocks or the empty state, footer. */
export function renderShop(view: ShopView, options: RenderOptions = {}): Html {
  const level = options.preview ? 2 : 1;
  const titleTag = heading(level);
  const emptyTag = heading(level + 1);
  const logo = safeUrl(view.logoUrl);
  const classes = ['afs', view.theme ? 'afs--themed' : 'afs--auto', view.buttonStyle === 'square' ? 'afs--square' : null]
    .filter(Boolean)
    .join(' ');
  const eager = options.eagerImages ?? 2;
  let images = 0;
  const blocks = view.blocks.map((block) => {
    const isEager = block.type === 'product' && images++ < eager;
    return html`<li>${renderBlock(block, level + 1, options, isEager, view.creatorId)}</li>`;
  });
  const root = tag(options.preview ? 'div' : 'main');
  return html`<${root} class="${classes}" style="${rootStyle(view)}"><div class="afs-inner"><header class="afs-header">${
    logo ? html`<img class="afs-logo" src="${logo}" alt="" width="80" height="80" />` : html`<div class="afs-icon">${SHOP_ICON}</div>`
  }<${titleTag} class="afs-title">${view.title || T.defaultTitle}</${titleTag}><p class="afs-description">${
    view.description || T.defaultDescription
  }</p>${view.welcomeMessage ? html`<p class="afs-welcome">${view.welcomeMessage}</p>` : null}</header>${
    view.blocks.length
      ? html`<ul class="afs-blocks">
          ${blocks}
        </ul>`
      : html`<div class="afs-empty"><${emptyTag}>${T.emptyTitle}</${emptyTag}><p>${T.emptyText}</p></div>`
  }${
    options.pressKitUrl
      ? html`<div class="afs-actions">
          ${link(options.pressKitUrl, options, html`class="afs-button" target="_blank" rel="noopener"`, T.viewPressKit)}
        </div>`
      : null
  }<footer class="afs-footer">${T.poweredBy} ${link('/', options, html``, 'Afilia')}</footer>${viewBeacon(view, options)}</div></${root}>`;
}

/**
 * The image that counts a view of each block shown (the page has no script to do it): loaded by
 * browsers, seldom by the bots that read pages, and never in the preview.
 */
function viewBeacon(view: ShopView, options: RenderOptions): Html | null {
  if (options.preview || view.blocks.length === 0) return null;
  const src = `${SHOP_EVENTS_PATH}?c=${encodeURIComponent(view.creatorId)}&v=${view.blocks.map((b) => encodeURIComponent(b.id)).join(',')}`;
  return html`<img class="afs-beacon" src="${src}" alt="" width="1" height="1" />`;
}
