/**
 * The shop's whole style sheet, inlined in the page (one request, nothing to block the first
 * paint) and in the editor's preview. Everything hangs under `.afs` so the preview never touches
 * the dashboard around it. Without the creator's colours the shop follows the visitor's light or
 * dark theme; both palettes meet WCAG AA.
 */
export const SHOP_CSS = `
.afs{--afs-bg:#ffffff;--afs-text:#1f1f1f;--afs-muted:#595959;--afs-accent:#6d28d9;--afs-on-accent:#ffffff;--afs-radius:999px;--afs-card-radius:16px;
box-sizing:border-box;min-height:100%;margin:0;padding:0 16px 32px;background:var(--afs-bg);color:var(--afs-text);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background-size:cover;background-position:center}
@media (prefers-color-scheme:dark){.afs.afs--auto{--afs-bg:#0b0a12;--afs-text:#f2f2f5;--afs-muted:#b8b5c6;--afs-accent:#a78bfa;--afs-on-accent:#140f24}}
.afs--themed{--afs-muted:var(--afs-text)}
.afs--square{--afs-radius:6px;--afs-card-radius:6px}
.afs *,.afs *::before,.afs *::after{box-sizing:inherit}
.afs-inner{max-width:560px;margin:0 auto}
.afs-header{position:sticky;top:0;z-index:1;display:flex;flex-direction:column;align-items:center;gap:4px;padding:24px 0 16px;text-align:center;
background:color-mix(in srgb,var(--afs-bg) 92%,transparent);backdrop-filter:blur(8px)}
.afs-logo{width:80px;height:80px;border-radius:50%;object-fit:cover;background:color-mix(in srgb,var(--afs-text) 8%,var(--afs-bg))}
.afs-icon{display:grid;place-items:center;width:80px;height:80px;border-radius:50%;background:var(--afs-accent);color:var(--afs-on-accent)}
.afs-title{margin:8px 0 0;font-size:1.5rem;line-height:1.25;font-weight:700;overflow-wrap:anywhere}
.afs-description{margin:0;color:var(--afs-muted);overflow-wrap:anywhere;white-space:pre-line}
.afs-welcome{margin:8px 0 0;padding:8px 16px;border-radius:var(--afs-card-radius);background:color-mix(in srgb,var(--afs-accent) 12%,var(--afs-bg));white-space:pre-line;overflow-wrap:anywhere}
.afs-blocks{display:flex;flex-direction:column;gap:12px;padding:8px 0 0;margin:0;list-style:none}
.afs-card{padding:16px;border-radius:var(--afs-card-radius);background:color-mix(in srgb,var(--afs-text) 6%,var(--afs-bg));
border:1px solid color-mix(in srgb,var(--afs-text) 14%,var(--afs-bg));overflow-wrap:anywhere}
.afs-card h2,.afs-card h3{margin:0 0 4px;font-size:1.0625rem;line-height:1.3}
.afs-card p{margin:0}
.afs-text p{white-space:pre-line}
.afs-button{display:flex;align-items:center;justify-content:center;gap:8px;min-height:48px;padding:12px 20px;border-radius:var(--afs-radius);
background:var(--afs-accent);color:var(--afs-on-accent);font-weight:600;text-align:center;text-decoration:none;overflow-wrap:anywhere}
a.afs-button:hover{filter:brightness(1.08)}
a.afs-button:focus-visible,.afs a:focus-visible{outline:3px solid var(--afs-text);outline-offset:2px}
.afs-product{display:grid;grid-template-columns:112px 1fr;gap:16px;align-items:start}
.afs-product img,.afs-product .afs-noimage{width:112px;height:112px;border-radius:12px;object-fit:cover;background:color-mix(in srgb,var(--afs-text) 8%,var(--afs-bg))}
.afs-product .afs-button{margin-top:12px;min-height:44px;padding:10px 16px}
.afs-brand{color:var(--afs-muted);font-size:.875rem}
.afs-price{margin-top:4px!important;font-weight:700;font-size:1.125rem}
.afs-product-text{color:var(--afs-muted);font-size:.9375rem;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.afs-embed{display:flex;align-items:center;gap:12px}
.afs-embed svg{flex:none}
.afs-embed a{color:inherit;font-weight:600}
.afs-social{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.afs-social-who{flex:1;min-width:140px}
.afs-social .afs-button{min-height:44px;padding:10px 20px}
.afs-empty{padding:48px 16px;text-align:center}
.afs-empty h2{margin:0 0 4px;font-size:1.25rem}
.afs-empty p{margin:0;color:var(--afs-muted)}
.afs-footer{padding:32px 0 0;text-align:center;font-size:.875rem;color:var(--afs-muted)}
.afs-footer a{color:inherit;font-weight:600}
.afs-beacon{position:absolute;width:1px;height:1px;opacity:0;pointer-events:none}
.afs-actions{display:flex;justify-content:center;padding-top:8px}
.afs-actions .afs-button{min-height:44px;background:transparent;color:var(--afs-text);border:2px solid var(--afs-accent)}
.afs-header--static{position:static}
.afs-initial{font-size:2rem;font-weight:700}
.afs-kicker{margin:8px 0 0;text-transform:uppercase;letter-spacing:.08em;font-size:.8125rem;font-weight:600;color:var(--afs-muted)}
.afs-section{padding:16px 0 0}
.afs-section>h2{margin:8px 0 4px;font-size:1.25rem;line-height:1.3}
.afs-section>p{margin:0 0 12px}
.afs-stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;padding:0;margin:0;list-style:none}
.afs-stat strong{font-size:1.5rem;line-height:1.2}
.afs-figures{margin:4px 0 0;padding:0;list-style:none;color:var(--afs-muted);font-size:.9375rem}
.afs-verified{display:flex;align-items:center;gap:8px}
.afs-verified svg{color:var(--afs-accent);flex:none}
.afs-socials{display:flex;flex-wrap:wrap;gap:8px 16px;padding:0;margin:12px 0 0;list-style:none}
.afs-socials a,.afs-card a:not(.afs-button){color:inherit;font-weight:600}
.afs-text-block{white-space:pre-line}
@media (max-width:359px){.afs-product{grid-template-columns:1fr}.afs-product img,.afs-product .afs-noimage{width:100%;height:auto;aspect-ratio:1}}
`;
