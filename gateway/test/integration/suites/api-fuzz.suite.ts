import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sharedPlatform } from '../../support/shared-platform.js';
import { invalidOf, pathValueOf, validOf, type JsonSchema } from '../../support/json-schema-arbitrary.js';
import { buildTenant, type Tenant } from '../../support/tenants.js';

/**
 * The API fuzzer (issue 17 §2, requirement 23): for every operation of the OpenAPI document, at
 * least 100 requests generated from its own schemas by fast-check, valid ones and broken ones
 * (a field of the wrong kind, one missing, one unknown such as `role`, no JSON at all, texts
 * that break parsers and queries), on real rows and made-up ids, as a person the route admits.
 * No answer may be a 500 (a 502 or 503 only with the catalogue's error body), no error body may
 * lack its `code` and Spanish `message` or carry a stack trace, and no success may break the
 * answer schema the document declares. The seed is printed, so a failure can be run again with
 * FUZZ_SEED.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const CONCURRENCY = 4;

type Access = Partial<Record<'creator' | 'brand' | 'agency' | 'admin', 'own' | 'any'>> & { anonymous?: true };
interface Operation {
  operationId: string;
  'x-access': Access;
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { content?: { 'application/json'?: { schema: JsonSchema } } }>;
}
interface Request {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: { json: unknown } | { raw: string } | null;
}

const platform = sharedPlatform();
let tenant: Tenant;
let admin: string;
let operations: { method: string; path: string; op: Operation }[];
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats.default(ajv);

beforeAll(async () => {
  tenant = await buildTenant(platform, 'F');
  admin = (await platform.signUpAdmin()).token;
  const doc = (await platform.api('GET', '/api/docs/openapi.json')).json as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}, 300_000);

/** The person a route admits, so the request reaches the service rather than stopping at the token. */
function tokenFor(access: Access): string | undefined {
  if (access.anonymous) return undefined;
  if (access.brand) return tenant.brand.token;
  if (access.creator) return tenant.creator.token;
  if (access.agency) return tenant.agency.token;
  return admin;
}

/** Every id of the tenant's: the path parameters draw from these as often as from made-up ones. */
const realIds = () => [...tenant.ids, tenant.creatorId];

function requestsOf(op: Operation, method: string): fc.Arbitrary<Request> {
  const pathNames = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const path = fc.record(Object.fromEntries(pathNames.map((name) => [name, pathValueOf(realIds())])));
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  const query = queryParams.length
    ? fc.oneof(validOf(querySchema), invalidOf(querySchema)).map((q) => (q && typeof q === 'object' && !Array.isArray(q) ? q : {}))
    : fc.constant({});
  const schema = op.requestBody?.content['application/json'].schema;
  const writes = method !== 'GET' && method !== 'DELETE';
  const notJson = fc.constantFrom('{', '[1,', 'no es json', '{"a":', '\u0000', '"texto"').map((raw) => ({ raw }));
  const body: fc.Arbitrary<Request['body']> = !writes
    ? fc.constant(null)
    : fc.oneof(
        { weight: 4, arbitrary: validOf(schema).map((json) => ({ json })) },
        { weight: 4, arbitrary: invalidOf(schema).map((json) => ({ json })) },
        { weight: 1, arbitrary: notJson },
      );
  return fc.record({ path, query: query as fc.Arbitrary<Record<string, unknown>>, body });
}

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value])
      params.append(key, typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

let client = 0;
async function send(method: string, template: string, request: Request, token: string | undefined) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.path[name] ?? 'x'));
  client += 1;
  const headers: Record<string, string> = { 'x-forwarded-for': `198.19.${Math.floor(client / 250) % 250}.${(client % 250) + 1}` };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (request.body) {
    headers['content-type'] = 'application/json';
    body = 'raw' in request.body ? request.body.raw : JSON.stringify(request.body.json);
  }
  const controller = new AbortController();
  const res = await fetch(`${platform.baseUrl}${path}${queryString(request.query)}`, { method, headers, body, signal: controller.signal });
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    controller.abort();
    return { status: res.status, type: 'stream', text: '' };
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

let checked = 0;

const STACK = /\n\s+at |node_modules|\/work\/|\.[cm]?js:\d+|QueryFailedError|TypeError|ReferenceError/;

/** What is wrong with an answer, or null when it keeps every promise of the document. */
function wrongWith(op: Operation, answer: { status: number; type: string; text: string }): string | null {
  if (answer.status >= 500 && answer.status !== 502 && answer.status !== 503) return `respondió ${answer.status}`;
  if (STACK.test(answer.text)) return 'la respuesta muestra una traza interna';
  if (answer.status >= 400) {
    const error = parsed(answer.text) as { code?: unknown; message?: unknown } | null;
    if (error === null) return `error ${answer.status} sin JSON`;
    if (typeof error.code !== 'string' || typeof error.message !== 'string') return `error ${answer.status} sin code y message`;
    return null;
  }
  const schema = op.responses[String(answer.status)]?.content?.['application/json']?.schema;
  if (!schema || answer.type === 'stream' || !answer.type.startsWith('application/json')) return null;
  const validate = ajv.compile(schema);
  checked += 1;
  if (!validate(JSON.parse(answer.text))) return `la respuesta ${answer.status} no cumple su esquema: ${ajv.errorsText(validate.errors)}`;
  return null;
}

describe('the API under generated requests', () => {
  it(`answers ${RUNS} generated requests per operation without a 500, a trace or a broken answer`, async () => {
    process.stdout.write(`fuzzer: semilla ${SEED} (FUZZ_SEED=${SEED} la repite), ${RUNS} pedidos por operación\n`);
    const failures: string[] = [];
    let sent = 0;
    /** Answers by class, and how many successes were checked against their schema: the run shows what it reached. */
    const seen: Record<string, number> = {};
    const fuzz = async ({ method, path, op }: (typeof operations)[number]) => {
      const token = tokenFor(op['x-access']);
      const result = await fc.check(
        fc.asyncProperty(requestsOf(op, method), async (request) => {
          const answer = await send(method, path, request, token);
          sent += 1;
          const kind = `${Math.floor(answer.status / 100)}xx`;
          seen[kind] = (seen[kind] ?? 0) + 1;
          const wrong = wrongWith(op, answer);
          if (wrong) throw new Error(`${wrong} ${answer.text.slice(0, 200)}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (result.failed)
        failures.push(`${method} ${path}: ${String(result.errorInstance)} con ${JSON.stringify(result.counterexample).slice(0, 300)}`);
    };
    // A few operations at once, each one's requests in order: the platform's processes share the machine's cores.
    const queue = [...operations];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await fuzz(next);
      }),
    );
    process.stdout.write(
      `fuzzer: ${sent} pedidos a ${operations.length} operaciones (${JSON.stringify(seen)}, ${checked} éxitos contra su esquema), ${failures.length} con fallas\n`,
    );
    expect(failures).toEqual([]);
  }, 1_200_000);
});
