// /scripts CRUD (scope write_scripts), in both shapes: the legacy one that registers a script URL
// ({src, event, where}) and the current one that associates a script registered in the Partner
// Portal with the store ({script_id, query_params}).
import type { SandboxContext } from './context.js';
import { FieldErrors, isPlainObject, json, notFound, pickFields, type Reply } from './http.js';
import { filterCommon, isPage, isReply, paginate } from './pagination.js';
import { idParam, type Route } from './router.js';
import type { ScriptRecord } from './state.js';
import { formatTime } from './time.js';

const SCOPES = ['write_scripts'];
const EVENTS = ['onload', 'onfirstinteraction'];
const PLACES = ['store', 'checkout'];

export function serializeScript(script: ScriptRecord): Record<string, unknown> {
  const times = { created_at: formatTime(script.created_at), updated_at: formatTime(script.updated_at) };
  if (script.kind === 'legacy') return { id: script.id, src: script.src, event: script.event, where: script.where, ...times };
  return { id: script.id, script_id: script.script_id, query_params: script.query_params, ...times };
}

function validateLegacy(ctx: SandboxContext, body: Record<string, unknown>, existing: ScriptRecord | null): Reply | null {
  const errors = new FieldErrors();
  const creating = existing === null;
  const src = body['src'];
  if (creating || src !== undefined) {
    if (typeof src !== 'string' || src === '') errors.add('src', "can't be blank");
    else {
      let url: URL | null = null;
      try {
        url = new URL(src);
      } catch {
        errors.add('src', 'is invalid');
      }
      if (url && url.protocol !== 'https:' && (ctx.options.strictScriptUrls || url.protocol !== 'http:'))
        errors.add('src', 'must be https');
    }
  }
  const event = body['event'];
  if (creating || event !== undefined) {
    if (typeof event !== 'string' || event === '') errors.add('event', "can't be blank");
    else if (!EVENTS.includes(event)) errors.add('event', 'is not included in the list');
  }
  const where = body['where'];
  if (where !== undefined && (typeof where !== 'string' || !where.split(',').every((w) => PLACES.includes(w.trim()))))
    errors.add('where', 'is not included in the list');
  return errors.reply();
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
    const scriptId = body['script_id'];
    if (!Number.isInteger(scriptId) || (scriptId as number) <= 0) errors.add('script_id', 'is not a number');
    else if (ctx.options.portalScripts.length > 0 && !ctx.options.portalScripts.some((s) => s.id === scriptId))
      errors.add('script_id', 'does not exist');
    else if ([...ctx.state.scripts.values()].some((s) => s.kind === 'association' && s.script_id === scriptId))
      errors.add('script_id', 'has already been taken');
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
    let src: string;
    let where: string;
    if (script.kind === 'legacy') {
      src = script.src;
      where = script.where;
    } else {
      const portal = ctx.options.portalScripts.find((p) => p.id === script.script_id);
      if (!portal) continue;
      src = portal.src;
      where = portal.where ?? 'store';
      const parsed = parseJson(script.query_params);
      if (isPlainObject(parsed)) for (const [k, v] of Object.entries(parsed)) params[k] = String(v);
    }
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
        let items = common;
        const src = req.query.get('src');
        if (src) items = items.filter((s) => s.kind === 'legacy' && s.src === src);
        const page = paginate(items, req.url);
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
        const association = body['script_id'] !== undefined;
        const invalid = association ? validateAssociation(ctx, body, null) : validateLegacy(ctx, body, null);
        if (invalid) return invalid;
        const id = ctx.ids.next('script');
        const script: ScriptRecord = association
          ? {
              kind: 'association',
              id,
              script_id: body['script_id'] as number,
              query_params: typeof body['query_params'] === 'string' ? body['query_params'] : '{}',
              created_at: now,
              updated_at: now,
            }
          : {
              kind: 'legacy',
              id,
              src: body['src'] as string,
              event: body['event'] as string,
              where: typeof body['where'] === 'string' ? body['where'] : 'store',
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
        if (script.kind === 'legacy') {
          const invalid = validateLegacy(ctx, body, script);
          if (invalid) return invalid;
          if (typeof body['src'] === 'string') script.src = body['src'];
          if (typeof body['event'] === 'string') script.event = body['event'];
          if (typeof body['where'] === 'string') script.where = body['where'];
        } else {
          const invalid = validateAssociation(ctx, body, script);
          if (invalid) return invalid;
          if (typeof body['query_params'] === 'string') script.query_params = body['query_params'];
        }
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
