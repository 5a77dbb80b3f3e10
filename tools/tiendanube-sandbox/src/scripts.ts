// /scripts (scope write_scripts) as the current platform has it: a script is registered in the
// app's settings at the Partner Portal and served from Tiendanube's own address; the API only
// associates it with a store ({script_id, query_params}). The old `POST /scripts {src}` that
// registered any URL is refused, so nothing built on it reaches a real store.
import type { SandboxContext } from './context.js';
import { FieldErrors, isPlainObject, json, notFound, pickFields, type Reply } from './http.js';
import { filterCommon, isPage, isReply, paginate } from './pagination.js';
import { idParam, type Route } from './router.js';
import type { ScriptRecord } from './state.js';
import { formatTime } from './time.js';

const SCOPES = ['write_scripts'];

export function serializeScript(script: ScriptRecord): Record<string, unknown> {
  const times = { created_at: formatTime(script.created_at), updated_at: formatTime(script.updated_at) };
  return { id: script.id, script_id: script.script_id, query_params: script.query_params, ...times };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function validateAssociation(ctx: SandboxContext, body: Record<string, unknown>, existing: ScriptRecord | null): Reply | null {
  const errors = new FieldErrors();
  if (existing === null) {
    if (body['src'] !== undefined)
      errors.add('src', 'is not supported: register the script in the Partner Portal and associate it with script_id');
    const scriptId = body['script_id'];
    if (!Number.isInteger(scriptId) || (scriptId as number) <= 0) errors.add('script_id', 'is not a number');
    else if (ctx.options.portalScripts.length > 0 && !ctx.options.portalScripts.some((s) => s.id === scriptId))
      errors.add('script_id', 'does not exist');
    else if ([...ctx.state.scripts.values()].some((s) => s.script_id === scriptId)) errors.add('script_id', 'has already been taken');
  }
  const params = body['query_params'];
  if (params !== undefined && params !== null) {
    if (!isPlainObject(typeof params === 'string' ? parseJson(params) : null))
      errors.add('query_params', 'must be a JSON object encoded as a string');
  }
  return errors.reply();
}

/** The script URLs a storefront page (store) or the checkout includes, with ?store={id}. */
export function injectedScripts(ctx: SandboxContext, place: 'store' | 'checkout'): string[] {
  const out: string[] = [];
  for (const script of ctx.state.scripts.values()) {
    const params: Record<string, string> = {};
    const portal = ctx.options.portalScripts.find((p) => p.id === script.script_id);
    if (!portal) continue;
    const src = portal.src;
    const where = portal.where ?? 'store';
    const parsed = parseJson(script.query_params);
    if (isPlainObject(parsed)) for (const [k, v] of Object.entries(parsed)) params[k] = String(v);
    if (
      !where
        .split(',')
        .map((w) => w.trim())
        .includes(place)
    )
      continue;
    const url = new URL(src);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('store', String(ctx.options.storeId));
    out.push(url.toString());
  }
  return out;
}

export function scriptRoutes(ctx: SandboxContext): Route[] {
  const find = (raw: string | undefined) => ctx.state.scripts.get(idParam(raw) ?? -1) ?? null;
  const missing = () => notFound('Script not found');
  return [
    {
      method: 'GET',
      path: /^\/scripts\/?$/,
      scopes: SCOPES,
      handler: (req) => {
        const common = filterCommon([...ctx.state.scripts.values()], req.query);
        if (isReply(common)) return common;
        const page = paginate(common, req.url);
        if (!isPage(page)) return page;
        return json(
          200,
          page.items.map((s) => pickFields(serializeScript(s), req.query.get('fields'))),
          page.headers,
        );
      },
    },
    {
      method: 'GET',
      path: /^\/scripts\/([^/]+)\/?$/,
      scopes: SCOPES,
      handler: (req, [id]) => {
        const script = find(id);
        return script ? json(200, pickFields(serializeScript(script), req.query.get('fields'))) : missing();
      },
    },
    {
      method: 'POST',
      path: /^\/scripts\/?$/,
      scopes: SCOPES,
      handler: (req) => {
        const body = isPlainObject(req.body) ? req.body : {};
        const now = ctx.now();
        const invalid = validateAssociation(ctx, body, null);
        if (invalid) return invalid;
        const id = ctx.ids.next('script');
        const script: ScriptRecord = {
          id,
          script_id: body['script_id'] as number,
          query_params: typeof body['query_params'] === 'string' ? body['query_params'] : '{}',
          created_at: now,
          updated_at: now,
        };
        ctx.state.scripts.set(id, script);
        return json(201, serializeScript(script));
      },
    },
    {
      method: 'PUT',
      path: /^\/scripts\/([^/]+)\/?$/,
      scopes: SCOPES,
      handler: (req, [id]) => {
        const script = find(id);
        if (!script) return missing();
        const body = isPlainObject(req.body) ? req.body : {};
        const invalid = validateAssociation(ctx, body, script);
        if (invalid) return invalid;
        if (typeof body['query_params'] === 'string') script.query_params = body['query_params'];
        script.updated_at = ctx.now();
        return json(200, serializeScript(script));
      },
    },
    {
      method: 'DELETE',
      path: /^\/scripts\/([^/]+)\/?$/,
      scopes: SCOPES,
      handler: (_req, [id]) => {
        const script = find(id);
        if (!script) return missing();
        ctx.state.scripts.delete(script.id);
        return json(200, {});
      },
    },
  ];
}
