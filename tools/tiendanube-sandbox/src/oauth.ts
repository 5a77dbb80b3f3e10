// The install flow: the consent page at /apps/{app_id}/authorize, the redirect back to the app
// with ?code=&state=, and POST /apps/authorize/token, which trades a single-use code (5 minutes)
// for a token that never expires. Token errors come back with HTTP 200 and {error,
// error_description}, as the real API does.
import { randomBytes } from 'node:crypto';
import type { SandboxContext } from './context.js';
import { escapeHtml, html, isPlainObject, json, redirect, type Reply } from './http.js';
import type { TokenRecord } from './state.js';

export const CODE_TTL_MS = 5 * 60 * 1000;

const SCOPE_LABELS: Record<string, string> = {
  read_content: 'Ver el contenido de tu tienda',
  write_content: 'Ver y modificar el contenido de tu tienda',
  read_products: 'Ver tus productos',
  write_products: 'Ver y modificar tus productos',
  read_customers: 'Ver tus clientes',
  write_customers: 'Ver y modificar tus clientes',
  read_orders: 'Ver tus ventas',
  write_orders: 'Ver y modificar tus ventas',
  read_coupons: 'Ver tus cupones de descuento',
  write_coupons: 'Crear y modificar cupones de descuento',
  write_scripts: 'Agregar scripts a tu tienda',
  write_shipping: 'Gestionar medios de envío',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1f2633; margin: 0; padding: 24px; }
  main { max-width: 460px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.35rem; margin: 0 0 8px; }
  .aviso { background: #fff7e0; border: 1px solid #f0d48a; border-radius: 8px; padding: 8px 12px; font-size: .9rem; }
  ul { padding-left: 20px; } li { margin: 4px 0; }
  .acciones { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; padding: 12px; border-radius: 8px; border: 1px solid #2c5fd9; font-size: 1rem; cursor: pointer; }
  button[value="approve"] { background: #2c5fd9; color: #fff; }
  button[value="cancel"] { background: #fff; color: #2c5fd9; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function errorPage(status: number, message: string): Reply {
  return html(status, page('No se puede continuar', `<h1>No se puede continuar</h1><p>${escapeHtml(message)}</p>`));
}

/** GET /apps/{app_id}/authorize?state=...: what the merchant sees before installing the app. */
export function consentPage(ctx: SandboxContext, appId: string, query: URLSearchParams): Reply {
  const { options } = ctx;
  if (appId !== options.appId) return errorPage(404, 'La aplicación que querés instalar no existe.');
  if (!options.redirectUrl) return errorPage(400, 'La aplicación no tiene una URL de redirección configurada.');
  const state = query.get('state');
  if (options.autoApprove) return approve(ctx, state);
  const permissions = options.scopes.map((s) => `<li>${escapeHtml(SCOPE_LABELS[s] ?? s)}</li>`).join('');
  const body = `
<p class="aviso">Tienda de prueba: esta tienda es local y no está conectada con Tiendanube.</p>
<h1>${escapeHtml(options.appName)} quiere acceder a tu tienda</h1>
<p>Tienda: <strong>${escapeHtml(options.storeName)}</strong></p>
<p>Si la autorizás, la aplicación va a poder:</p>
<ul>${permissions}</ul>
<form method="post" action="/apps/${encodeURIComponent(appId)}/authorize">
  <input type="hidden" name="state" value="${escapeHtml(state ?? '')}">
  <div class="acciones">
    <button type="submit" name="decision" value="cancel">Cancelar</button>
    <button type="submit" name="decision" value="approve">Autorizar</button>
  </div>
</form>`;
  return html(200, page(`Autorizar ${options.appName}`, body));
}

function backToApp(ctx: SandboxContext, params: Record<string, string | null>): Reply {
  const url = new URL(ctx.options.redirectUrl as string);
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== '') url.searchParams.set(key, value);
  return redirect(url.toString());
}

function approve(ctx: SandboxContext, state: string | null): Reply {
  const code = randomBytes(20).toString('hex');
  ctx.state.codes.set(code, {
    code,
    storeId: ctx.options.storeId,
    appId: ctx.options.appId,
    expiresAt: ctx.now() + CODE_TTL_MS,
    used: false,
  });
  ctx.options.log(`oauth: código emitido para la tienda ${ctx.options.storeId}`);
  return backToApp(ctx, { code, state });
}

/** POST /apps/{app_id}/authorize (the consent form): Autorizar or Cancelar. */
export function decide(ctx: SandboxContext, appId: string, form: URLSearchParams): Reply {
  if (appId !== ctx.options.appId) return errorPage(404, 'La aplicación que querés instalar no existe.');
  if (!ctx.options.redirectUrl) return errorPage(400, 'La aplicación no tiene una URL de redirección configurada.');
  const state = form.get('state');
  if (form.get('decision') === 'approve') return approve(ctx, state);
  return backToApp(ctx, { error: 'access_denied', state });
}

/** Issues a token for the store; the previous token of the same app stops working. */
export function issueToken(ctx: SandboxContext, token = randomBytes(20).toString('hex')): TokenRecord {
  const { storeId, appId, scopes } = ctx.options;
  for (const [key, record] of ctx.state.tokens) if (record.storeId === storeId && record.appId === appId) ctx.state.tokens.delete(key);
  const record: TokenRecord = { token, storeId, appId, scope: [...scopes], created_at: ctx.now() };
  ctx.state.tokens.set(token, record);
  ctx.state.installed = true;
  return record;
}

export function revokeTokens(ctx: SandboxContext): void {
  ctx.state.tokens.clear();
}

const oauthError = (error: string, description: string): Reply => json(200, { error, error_description: description });

/** Reads a JSON or form-encoded body; null when it is JSON and cannot be parsed. */
export function parseFormOrJson(raw: string, contentType: string | undefined): Record<string, string> | null {
  const type = (contentType ?? '').toLowerCase();
  const fromForm = () => Object.fromEntries(new URLSearchParams(raw));
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) return fromForm();
  const trimmed = raw.trim();
  if (type.includes('json') || trimmed.startsWith('{')) {
    try {
      const parsed: unknown = trimmed === '' ? {} : JSON.parse(trimmed);
      if (!isPlainObject(parsed)) return null;
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
    } catch {
      return null;
    }
  }
  return fromForm();
}

/** POST /apps/authorize/token. */
export function exchangeCode(ctx: SandboxContext, raw: string, contentType: string | undefined): Reply {
  const body = parseFormOrJson(raw, contentType);
  if (body === null) return json(400, { error: 'Problems parsing JSON' });
  const { appId, clientSecret, storeId } = ctx.options;
  if (body['client_id'] !== appId || body['client_secret'] !== clientSecret)
    return oauthError('invalid_client', 'Client authentication failed (unknown client_id or wrong client_secret)');
  if (body['grant_type'] !== 'authorization_code')
    return oauthError('unsupported_grant_type', 'The authorization grant type is not supported by the authorization server');
  const code = ctx.state.codes.get(body['code'] ?? '');
  if (!code) return oauthError('invalid_grant', 'The provided authorization grant is invalid');
  if (code.used) return oauthError('invalid_grant', 'The authorization code has already been used');
  if (ctx.now() > code.expiresAt) return oauthError('invalid_grant', 'The authorization code has expired');
  code.used = true;
  const token = issueToken(ctx);
  ctx.options.log(`oauth: token emitido para la tienda ${storeId}`);
  return json(200, { access_token: token.token, token_type: 'bearer', scope: token.scope.join(','), user_id: storeId });
}
