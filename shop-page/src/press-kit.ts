import {
  NETWORK_FIGURES,
  NETWORK_LABELS,
  PRESS_KIT_TEXTS,
  SHOP_TEXTS,
  statsCards,
  hasVerifiedResults,
  type CreatorProfile,
  type StatsCard,
  type VerifiedResults,
} from '@afilia/contracts';
import { formatFollowers, formatInteger, formatMoney } from '@afilia/contracts/format';
import { Html, html, safeUrl } from './html.js';
import { page, type DocumentMeta } from './shop-document.js';

const T = PRESS_KIT_TEXTS;

/** What the press kit shows (seed 001 §2 'Press kit'; issue 15 §3), worked out once. */
export interface PressKitView {
  name: string;
  bio: string | null;
  photoUrl: string | null;
  /** Where its 'Ver Tienda' goes: the creator's shop. */
  shopPath: string;
  cards: StatsCard[];
  /** The platform's measured results, when the creator opted in and there is something to show. */
  results: VerifiedResults | null;
  featuredPosts: CreatorProfile['featuredPosts'];
  customLinks: CreatorProfile['customLinks'];
  email: string | null;
  socials: { label: string; url: string }[];
}

const SOCIAL_ORDER = ['instagram', 'tiktok', 'youtube', 'kick', 'linkedin', 'twitter'] as const;

export function pressKitView(profile: CreatorProfile, results: VerifiedResults | null): PressKitView {
  return {
    name: profile.name,
    bio: profile.bio,
    photoUrl: profile.profileImageUrl,
    shopPath: `/shop/${encodeURIComponent(profile.slug ?? profile.creatorId)}`,
    cards: statsCards(profile),
    results: profile.showVerifiedResults && results && hasVerifiedResults(results) ? results : null,
    featuredPosts: profile.featuredPosts,
    customLinks: profile.customLinks,
    email: profile.socialLinks.email ?? null,
    socials: SOCIAL_ORDER.flatMap((n) => {
      const url = profile.socialLinks[n];
      return url ? [{ label: NETWORK_LABELS[n], url }] : [];
    }),
  };
}

/** The figures of a card beyond followers, as the network names them. */
function cardFigures(card: StatsCard): Html[] {
  if (card.network === 'linkedin') return [];
  const names = NETWORK_FIGURES[card.network];
  const figures: Html[] = [];
  if (names.posts && card.posts > 0) figures.push(html`<li>${formatInteger(card.posts)} ${names.posts.toLowerCase()}</li>`);
  if (names.views && card.views > 0) figures.push(html`<li>${formatFollowers(card.views)} ${names.views.toLowerCase()}</li>`);
  if (names.engagement && card.engagement > 0)
    figures.push(html`<li>${card.engagement.toLocaleString('es-AR', { maximumFractionDigits: 1 })}% de engagement</li>`);
  return figures;
}

function statsSection(cards: StatsCard[]): Html | null {
  if (cards.length === 0) return null;
  const total = cards.reduce((sum, card) => sum + card.followers, 0);
  const items = cards.map((card) => {
    const followersName = card.network === 'linkedin' ? 'Seguidores' : NETWORK_FIGURES[card.network].followers;
    const figures = cardFigures(card);
    return html`<li class="afs-card afs-stat">
      <h3>${NETWORK_LABELS[card.network]}</h3>
      <p><strong>${formatFollowers(card.followers)}</strong> ${followersName.toLowerCase()}</p>
      ${
        figures.length
          ? html`<ul class="afs-figures">
              ${figures}
            </ul>`
          : null
      }
    </li>`;
  });
  return html`<section class="afs-section" aria-labelledby="pk-stats">
    <h2 id="pk-stats">${T.stats}</h2>
    <p class="afs-brand">${T.totalReach}: <strong>${formatFollowers(total)}</strong></p>
    <ul class="afs-stats">
      ${items}
    </ul>
  </section>`;
}

const CHECK_ICON = html`<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
  <path
    d="M12 2 14.4 4.2 17.6 3.8 18.5 7 21.4 8.6 20.2 11.7 21.4 14.8 18.5 16.4 17.6 19.6 14.4 19.2 12 21.4 9.6 19.2 6.4 19.6 5.5 16.4 2.6 14.8 3.8 11.7 2.6 8.6 5.5 7 6.4 3.8 9.6 4.2z"
  />
  <path d="m8 12 3 3 5-6" fill="none" stroke="var(--afs-bg)" stroke-width="2" />
</svg>`;

function resultsSection(results: VerifiedResults | null): Html | null {
  if (!results) return null;
  const figure = (label: string, value: string) =>
    html`<li class="afs-card afs-stat">
      <p>${label}</p>
      <p><strong>${value}</strong></p>
    </li>`;
  const figures = [
    figure(T.salesCount, formatInteger(results.salesCount)),
    figure(T.revenue, formatMoney(results.revenueCents)),
    results.conversionRate === null
      ? null
      : figure(T.conversionRate, `${results.conversionRate.toLocaleString('es-AR', { maximumFractionDigits: 1 })}%`),
    results.earningsPerClickCents === null ? null : figure(T.earningsPerClick, formatMoney(results.earningsPerClickCents)),
    figure(T.brands, formatInteger(results.brandsCount)),
  ];
  return html`<section class="afs-section" aria-labelledby="pk-results">
    <h2 id="pk-results" class="afs-verified">${CHECK_ICON}${T.verifiedTitle}</h2>
    <p class="afs-brand">${T.verifiedBy}</p>
    <ul class="afs-stats">
      ${figures}
    </ul>
  </section>`;
}

function featuredSection(posts: PressKitView['featuredPosts']): Html | null {
  const shown = posts.flatMap((post) => {
    const url = safeUrl(post.url);
    if (!url) return [];
    const label = NETWORK_LABELS[post.platform];
    return [
      html`<li class="afs-card">
        <h3>${label}</h3>
        ${post.description ? html`<p class="afs-text-block">${post.description}</p>` : null}
        <p><a href="${url}" target="_blank" rel="noopener noreferrer">Ver publicación en ${label}</a></p>
      </li>`,
    ];
  });
  if (!shown.length) return null;
  return html`<section class="afs-section" aria-labelledby="pk-featured">
    <h2 id="pk-featured">${T.featured}</h2>
    <ul class="afs-blocks">
      ${shown}
    </ul>
  </section>`;
}

function linksSection(links: PressKitView['customLinks']): Html | null {
  const shown = links.flatMap((link) => {
    const url = safeUrl(link.url);
    return url ? [html`<li><a class="afs-button" href="${url}" target="_blank" rel="noopener noreferrer">${link.title}</a></li>`] : [];
  });
  if (!shown.length) return null;
  return html`<section class="afs-section" aria-labelledby="pk-links">
    <h2 id="pk-links">${T.links}</h2>
    <ul class="afs-blocks">
      ${shown}
    </ul>
  </section>`;
}

function contactSection(view: PressKitView): Html {
  const socials = view.socials.flatMap((social) => {
    const url = safeUrl(social.url);
    return url ? [html`<li><a href="${url}" target="_blank" rel="noopener noreferrer">${social.label}</a></li>`] : [];
  });
  return html`<section class="afs-section" aria-labelledby="pk-contact">
    <h2 id="pk-contact">${T.contact}</h2>
    ${view.email ? html`<p><a class="afs-button" href="mailto:${view.email}">Escribir a ${view.email}</a></p>` : null}
    ${
      socials.length
        ? html`<ul class="afs-socials">
            ${socials}
          </ul>`
        : null
    }
    ${!view.email && !socials.length ? html`<p class="afs-brand">${T.noContact}</p>` : null}
  </section>`;
}

/** The press kit's page body: header, stats, verified results, featured posts, links, contact, footer. */
export function renderPressKit(view: PressKitView): Html {
  const photo = safeUrl(view.photoUrl);
  const initial = view.name.trim().charAt(0).toUpperCase() || 'A';
  return html`<main class="afs afs--auto">
    <div class="afs-inner">
      <header class="afs-header afs-header--static">
        ${
          photo
            ? html`<img class="afs-logo" src="${photo}" alt="" width="80" height="80" />`
            : html`<div class="afs-icon afs-initial" aria-hidden="true">${initial}</div>`
        }
        <p class="afs-kicker">${T.heading}</p>
        <h1 class="afs-title">${view.name}</h1>
        ${view.bio ? html`<p class="afs-description">${view.bio}</p>` : null}
      </header>
      ${statsSection(view.cards)}${resultsSection(view.results)}${featuredSection(view.featuredPosts)}${linksSection(
        view.customLinks,
      )}${contactSection(view)}
      <div class="afs-actions"><a class="afs-button" href="${view.shopPath}">${T.viewShop}</a></div>
      <footer class="afs-footer">${SHOP_TEXTS.poweredBy} <a href="/">Afilia</a></footer>
    </div>
  </main>`;
}

/** The press kit as one HTML document: no script, its style inlined, the tags a link preview reads. */
export function renderPressKitDocument(view: PressKitView, meta: DocumentMeta): string {
  const title = `${view.name} ${T.pageTitleSuffix}`;
  const description = view.bio || `${T.heading} de ${view.name}`;
  const photo = safeUrl(view.photoUrl);
  const image = photo ? new URL(photo, meta.origin).href : null;
  const head = html`<meta name="description" content="${description}" /><meta property="og:type" content="profile" /><meta
      property="og:title"
      content="${title}"
    /><meta property="og:description" content="${description}" /><meta property="og:url" content="${meta.url}" />${
      image ? html`<meta property="og:image" content="${image}" />` : null
    }<meta name="twitter:card" content="summary" />`;
  return page(title, head, renderPressKit(view), '#6d28d9');
}

/** /press-kit/{…} when there is no press kit to show: unknown ('Press Kit no encontrado', 404) or private ('Este Press Kit no está público', 403). */
export function renderPressKitUnavailable(reason: 'not-found' | 'private'): string {
  const text = reason === 'private' ? T.notPublic : T.notFound;
  const body = html`<main class="afs afs--auto">
    <div class="afs-inner">
      <div class="afs-empty">
        <h1>${text}</h1>
      </div>
      <div class="afs-actions"><a class="afs-button" href="/">${T.backHome}</a></div>
    </div>
  </main>`;
  return page(text, html`<meta name="robots" content="noindex" />`, body, '#6d28d9');
}

export type { DocumentMeta };
