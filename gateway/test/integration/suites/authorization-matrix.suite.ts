import { uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { refreshCookieOf } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';
import { SAMPLES, type Call, type CellContext, type MatrixRole, type Sample } from '../../support/matrix-samples.js';
import { buildTenant, type Tenant } from '../../support/tenants.js';

/**
 * The authorisation matrix (requirement 6): every route of the OpenAPI document × every kind of
 * person × their own tenant's rows and another tenant's, each cell's expected answer read from the
 * route's declared access (`x-access`, gateway/src/http/access.ts). Generated from the document:
 * a new route needs a declared access to compile and a sample here to pass. Every protected route
 * refuses a missing or unsigned token with 401 (requirement 5). A person reaching
 * another tenant's rows, or finding any of its identifiers in an answer, fails the cell.
 */
type Reach = 'own' | 'any';
type AccessPolicy = Partial<Record<'creator' | 'brand' | 'agency' | 'admin', Reach>> & { anonymous?: true };
interface Route {
  method: string;
  path: string;
  operationId: string;
  access: AccessPolicy;
  /** The fields its JSON body takes, every branch of a union included. */
  bodyFields: Set<string> | null;
}
type SchemaNode = { properties?: Record<string, unknown>; anyOf?: SchemaNode[]; oneOf?: SchemaNode[] };
const fieldsOf = (node: SchemaNode, into = new Set<string>()): Set<string> => {
  for (const key of Object.keys(node.properties ?? {})) into.add(key);
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) fieldsOf(branch, into);
  return into;
};
/** What a body may not set unless its route takes it (gateway/src/http/privileged-fields.ts). */
const PRIVILEGED = ['role', 'userId', 'ownerUserId', 'brandId', 'creatorId', 'status', 'totalBudgetCents', 'isAdmin'];
interface Answer {
  status: number;
  text: string;
}

/** A token that says 'admin' but is signed by nobody (`alg: none`): worth exactly as much as none. */
const UNSIGNED = [
  Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'),
  Buffer.from(
    JSON.stringify({
      sub: '00000000-0000-4000-8000-000000000000',
      role: 'admin',
      brandIds: [],
      creatorId: null,
      agencyId: null,
      aud: 'afilia-api',
      iss: 'afilia-identity',
    }),
  ).toString('base64url'),
  '',
].join('.');

const platform = sharedPlatform();
let a: Tenant;
let b: Tenant;
const people = {} as Record<MatrixRole, string>;
let routes: Route[];

beforeAll(async () => {
  a = await buildTenant(platform, 'A');
  b = await buildTenant(platform, 'B');
  people.creator = a.creator.token;
  people.brand = a.brand.token;
  people.agency = a.agency.token;
  people.unlinkedAgency = (await platform.signUp('agency', 'Agencia Suelta')).token;
  people.admin = (await platform.signUpAdmin()).token;
  type Op = { operationId: string; 'x-access': AccessPolicy; requestBody?: { content: Record<string, { schema: SchemaNode }> } };
  const doc = (await platform.api('GET', '/api/docs/openapi.json')).json as { paths: Record<string, Record<string, Op>> };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId,
      access: op['x-access'],
      bodyFields: op.requestBody ? fieldsOf(op.requestBody.content['application/json']!.schema) : null,
    })),
  );
}, 300_000);

/** The route's request as `call` fills it in, with a person's token; a stream is dropped once it answers. */
async function send(route: Route, call: Call, token: string | undefined, stream: boolean): Promise<Answer> {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.path?.[name];
    if (!value) throw new Error(`${route.operationId}: the sample gives no {${name}}`);
    return encodeURIComponent(value);
  });
  const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
  const headers: Record<string, string> = {
    'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: Uint8Array | string | undefined;
  if (call.raw) {
    headers['content-type'] = call.raw.contentType;
    body = new Uint8Array(call.raw.data);
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const controller = new AbortController();
  const res = await fetch(`${platform.baseUrl}${path}${query}`, { method: route.method, headers, body, signal: controller.signal });
  if (stream) {
    controller.abort();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

/** The role whose access applies to a person of the matrix. */
const policyRole = (role: MatrixRole) => (role === 'unlinkedAgency' ? 'agency' : role);

/**
 * What a cell must answer: 'allowed' (2xx, or a status the sample names), 'refused' (403, 404, or
 * a 400/409 that names what of the request is not the person's: nothing done either way),
 * from the route's access, whether the rows are the person's own, and whether the route names a
 * tenant at all.
 */
function expected(access: AccessPolicy, role: MatrixRole, own: boolean, sample: Sample): 'allowed' | 'refused' {
  const reach = access[policyRole(role)];
  if (!reach) return 'refused';
  if (reach === 'any') return 'allowed';
  // An agency linked to no brand owns no brand's rows; its own account and lists are still its own.
  const itsOwnRows = sample.ownOnly || sample.perUser;
  if (role === 'unlinkedAgency' && (!itsOwnRows || sample.brandBound)) return 'refused';
  return own ? 'allowed' : 'refused';
}

/** Any identifier of tenant B's in an answer to tenant A's people. */
const leaked = (text: string) => [...b.ids].filter((id) => text.includes(id));

const REFUSALS = new Set([400, 403, 404, 409]);
/** An answer that holds no row at all: a list filtered by another tenant's id comes back empty. */
const empty = (text: string) => /^(\[\]|\{"items":\[\][^[]*\})$/.test(text.trim());

describe('the authorisation matrix', () => {
  it('declares an access for every route and a sample for every protected one', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !route.access).map((route) => route.operationId)).toEqual([]);
    const missing = routes.filter((route) => !route.access.anonymous && !SAMPLES[route.operationId]).map((route) => route.operationId);
    expect(missing).toEqual([]);
    // A sample for a route that no longer exists is a leftover.
    const known = new Set(routes.map((route) => route.operationId));
    expect(Object.keys(SAMPLES).filter((id) => !known.has(id))).toEqual([]);
  });

  it('answers every cell as the route declares: nobody reaches another tenant, nothing of theirs leaks', async () => {
    const failures: string[] = [];
    const tally = { cells: 0, foreign2xx: 0 };
    for (const route of routes.filter((r) => !r.access.anonymous)) {
      const sample = SAMPLES[route.operationId]!;
      const name = `${route.method} ${route.path}`;
      // Without a token, and with an unsigned one: 401 before anything else.
      const asBrand = (await sample.call(a, { role: 'brand', token: a.brand.token, platform })) ?? {};
      for (const token of [undefined, UNSIGNED]) {
        const anonymous = await send(route, asBrand, token, !!sample.stream);
        tally.cells += 1;
        if (anonymous.status !== 401) failures.push(`${name} · ${token ? 'token sin firma' : 'anónimo'}: ${anonymous.status}`);
      }
      for (const role of Object.keys(people) as MatrixRole[]) {
        for (const target of sample.ownOnly ? [a] : [a, b]) {
          const own = target === a;
          const cell: CellContext = { role, token: people[role], platform };
          const call = await sample.call(target, cell);
          if (!call) continue;
          const want = expected(route.access, role, own, sample);
          const answer = await send(route, call, people[role], !!sample.stream);
          tally.cells += 1;
          const ok2xx = answer.status >= 200 && answer.status < 300;
          const where = `${name} · ${role} · ${own ? 'propio' : 'ajeno'}`;
          if (ok2xx && want === 'refused' && !empty(answer.text)) tally.foreign2xx += 1;
          if (want === 'allowed' && !ok2xx && !sample.alsoAllowed?.includes(answer.status))
            failures.push(`${where}: ${answer.status}, se esperaba 2xx ${answer.text.slice(0, 160)}`);
          if (want === 'refused' && !REFUSALS.has(answer.status) && !(ok2xx && empty(answer.text)))
            failures.push(`${where}: ${answer.status}, se esperaba un rechazo ${answer.text.slice(0, 160)}`);
          // A creator meets other brands by design (it applies to them); the brand side never meets another brand's rows.
          if (ok2xx && (role === 'brand' || role === 'agency')) {
            const found = leaked(answer.text);
            if (found.length) failures.push(`${where}: la respuesta lleva ${found.length} identificador(es) del otro tenant`);
          }
          if (ok2xx && own && sample.restore) await sample.restore(target, platform);
        }
      }
    }
    process.stdout.write(`matriz de autorización: ${tally.cells} celdas, ${tally.foreign2xx} 2xx con filas ajenas\n`);
    expect(failures).toEqual([]);
    expect(tally.foreign2xx).toBe(0);
  }, 600_000);

  it('refuses a body that sets an owner, a role, a status or a budget its route does not take (mass assignment)', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes.filter((r) => r.bodyFields && !r.access.anonymous)) {
      const role = (['brand', 'creator', 'agency', 'admin'] as const).find((r) => route.access[r]);
      const person = role === 'brand' ? a.brand : role === 'creator' ? a.creator : role === 'agency' ? a.agency : null;
      const token = person?.token ?? people.admin;
      const call = await SAMPLES[route.operationId]!.call(a, { role: role ?? 'admin', token, platform });
      if (!call?.body || typeof call.body !== 'object') continue;
      for (const field of PRIVILEGED.filter((f) => !route.bodyFields!.has(f))) {
        const answer = await send(
          route,
          { ...call, body: { ...call.body, [field]: field === 'role' ? 'admin' : b.brandId } },
          token,
          false,
        );
        tried += 1;
        const error = answer.status === 400 ? (JSON.parse(answer.text) as { field?: string }) : null;
        if (error?.field !== field)
          failures.push(`${route.method} ${route.path} con ${field}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
    process.stdout.write(`asignación masiva: ${tried} cuerpos con un campo privilegiado\n`);
    expect(tried).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('access taken away', () => {
  it('a brand removes its agency: the agency’s token stops at once, its live stream closes, and its next session has no access to the brand', async () => {
    const owner = await platform.signUp('brand', 'Marca Retirada');
    const brandId = owner.user.brands[0].id as string;
    const email = uniqueEmail('agencia');
    await platform.api('POST', '/api/v1/auth/sign-up', {
      body: { name: 'Agencia Retirada', email, password: 'Secreta123', role: 'agency' },
    });
    expect((await platform.api('POST', `/api/v1/brands/${brandId}/agencies`, { token: owner.token, body: { email } })).status).toBe(200);
    // Signed in after being added: its token carries the brand.
    const session = await platform.api('POST', '/api/v1/auth/sign-in', { body: { email, password: 'Secreta123' } });
    const token = session.json.accessToken as string;
    const cookie = refreshCookieOf(session.headers)!;
    const campaigns = (t: string) => platform.api('GET', `/api/v1/campaigns?brandId=${brandId}`, { token: t });
    expect((await campaigns(token)).status).toBe(200);
    const stream = await fetch(`${platform.baseUrl}/api/v1/notifications/stream`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const streamEnded = stream.body!.pipeTo(new WritableStream()).then(
      () => true,
      () => true,
    );

    const agencyId = session.json.user.agency.id as string;
    expect((await platform.api('DELETE', `/api/v1/brands/${brandId}/agencies/${agencyId}`, { token: owner.token })).status).toBe(200);
    await waitFor(async () => ((await campaigns(token)).status === 401 ? true : undefined), { what: 'the agency’s token to stop' });
    expect(await streamEnded).toBe(true);
    // Its session goes on, with the access it has now.
    const refreshed = await platform.api('POST', '/api/v1/auth/refresh', { cookie });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.user.brands).toEqual([]);
    expect((await campaigns(refreshed.json.accessToken)).status).toBe(403);
  });
});
