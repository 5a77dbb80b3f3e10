// The store's own admin (what a merchant sees at {tienda}/admin in a real store), as far as the
// app's life needs it: the admin's home, and the app's page in the app store with 'Instalar app'.
// Installing from there is Tiendanube's documented first way to install an app: "The user, from
// his Tiendanube/Nuvemshop admin, clicks on a button to install your app" (authentication.md,
// step 1); the consent page then returns to the app's redirect URL with `?code=` and no `state`,
// since only an app's own link can carry one.
import type { SandboxContext } from './context.js';
import { escapeHtml, html, type Reply } from './http.js';
import { layout } from './storefront.js';

function adminHome(ctx: SandboxContext): Reply {
  const appPath = `/admin/aplicaciones/${encodeURIComponent(ctx.options.appId)}`;
  const body = `<h1>Administrador de ${escapeHtml(ctx.options.storeName)}</h1>
<ul>
<li><a href="${appPath}">Tienda de aplicaciones: ${escapeHtml(ctx.options.appName)}</a></li>
<li><a href="/admin/cupones">Cupones</a></li>
<li><a href="/admin/codigos-externos">Códigos externos</a></li>
</ul>`;
  return html(200, layout(ctx, 'Administrador', body));
}

function appPage(ctx: SandboxContext, appId: string): Reply {
  if (appId !== ctx.options.appId) return html(404, layout(ctx, 'No encontrado', '<h1>Esta aplicación no existe</h1>'));
  const installed = [...ctx.state.tokens.values()].some((t) => t.appId === appId);
  const body = `<p><a href="/admin/">Volver al administrador</a></p>
<h1>${escapeHtml(ctx.options.appName)}</h1>
<p>Programa de afiliados y creadores para tu tienda.</p>
<p>Estado: <strong>${installed ? 'Instalada' : 'No instalada'}</strong></p>
<p><a class="boton" href="/apps/${encodeURIComponent(appId)}/authorize">${installed ? 'Instalar de nuevo' : 'Instalar app'}</a></p>`;
  return html(200, layout(ctx, ctx.options.appName, body));
}

/** The admin's pages; null when the path is not one of them. */
export function merchantAdminPage(ctx: SandboxContext, method: string, path: string): Reply | null {
  if (method !== 'GET') return null;
  if (/^\/admin\/?$/.test(path)) return adminHome(ctx);
  const match = /^\/admin\/aplicaciones\/([^/]+)\/?$/.exec(path);
  if (match) return appPage(ctx, decodeURIComponent(match[1] as string));
  return null;
}
