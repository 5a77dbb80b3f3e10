// The creators directory with many creators (issue 16 §1): 50,000 creators seeded into the run's
// database; then each of the directory's usual queries run by identity's own directory service
// against it, one after another (the query's p95: target ≤ 50 ms); then the same requests loaded
// through the gateway with autocannon beside GET /api/v1/auth/me (the cheapest request on the same
// path: gateway, NATS, identity) and a bare node:http server, so what the directory adds shows.
import autocannon from 'autocannon';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { directoryQuerySchema } from '@afilia/contracts';
import { say } from './infra.mjs';

export const DIRECTORY_CREATORS = 50_000;
/** The bench brand's own internal creators, and the public creators its links tie to it. */
const INTERNAL = 2_000;
const LINKED = 500;
const CONNECTIONS = 2;
const TARGET_P95_MS = 50;
/** Runs of each query against the database, one at a time. */
const QUERY_RUNS = 200;
const CATEGORIES = ['tecnologia', 'moda', 'belleza', 'gaming', 'fitness', 'lifestyle', 'negocios'];

/** The creators, straight into identity's tables as the service keeps them (figures on each row). */
export async function seedDirectory(databaseUrl, brandId) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO "identity"."creators" ("name", "slug", "creator_type", "categories", "is_verified", "is_public",
          "total_followers", "average_engagement", "total_posts", "total_earned_cents", "shows_verified_results")
       SELECT 'Creador Bench ' || g, 'creador-bench-' || g, (ARRAY['public', 'agency', 'freelance'])[1 + g % 3],
              ARRAY[($2::text[])[1 + g % 7], ($2::text[])[1 + (g / 7) % 7]], g % 10 = 0, true,
              (g * 7919) % 2000000, ((g * 31) % 90) / 10.0, (g * 13) % 500, (g::bigint * 104729) % 10000000,
              -- Two in three show brands their earnings (issue 34 §4): the brand's orders read those.
              g % 3 <> 0
         FROM generate_series(1, $1::int) g`,
      [DIRECTORY_CREATORS - INTERNAL, CATEGORIES],
    );
    await db.query(
      `INSERT INTO "identity"."creators" ("name", "slug", "creator_type", "categories", "is_public", "brand_owner_id", "roster_key",
          "total_followers", "average_engagement")
       SELECT 'Interno Bench ' || g, 'interno-bench-' || g, 'internal', ARRAY[($3::text[])[1 + g % 7]], false, $2, 'interno-bench-' || g,
              (g * 7919) % 200000, ((g * 17) % 60) / 10.0
         FROM generate_series(1, $1::int) g`,
      [INTERNAL, brandId, CATEGORIES],
    );
    await db.query(
      `INSERT INTO "identity"."brand_creator_links" ("link_id", "brand_id", "creator_id")
       SELECT gen_random_uuid(), $2, "id" FROM "identity"."creators" WHERE "is_public" ORDER BY "name" LIMIT $1`,
      [LINKED, brandId],
    );
    await db.query('ANALYZE "identity"."creators"; ANALYZE "identity"."brand_creator_links"');
  } finally {
    await db.end();
  }
}

/** autocannon for `seconds`, keeping every response time: its own histogram has no p95. */
function loadWithTimes(url, headers, seconds) {
  const times = [];
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  return instance.then((result) => {
    times.sort((a, b) => a - b);
    const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
    return { result, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  });
}

const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;

const QUERIES = [
  ['Mis Creadores, default order', 'tab=mine'],
  ['Plataforma, default order', 'tab=platform'],
  ['Plataforma, moda + high engagement', 'tab=platform&category=moda&sort=high-engagement'],
  ['Plataforma, most followers, page 100', 'tab=platform&sort=most-followers&page=100'],
  ['Plataforma, name search', 'tab=platform&search=bench%2049'],
  ['Plataforma, top earners', 'tab=platform&sort=top-earners'],
];

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

/** Each query through identity's own directory service (its SQL, its pool), one run after another. */
async function measureQueries(databaseUrl, brand) {
  const { identityDataSourceOptions } = await import('../../../services/identity/dist/database/data-source.js');
  const { CreatorsDirectoryService } = await import('../../../services/identity/dist/directory/creators-directory.service.js');
  const dataSource = new DataSource({ ...identityDataSourceOptions(databaseUrl), migrationsRun: false });
  await dataSource.initialize();
  try {
    const service = new CreatorsDirectoryService(dataSource, { info() {}, warn() {} });
    const actor = { userId: brand.userId, role: 'brand', brandIds: [brand.brandId], creatorId: null, agencyId: null };
    say(`Directory queries: identity's service against the database, ${QUERY_RUNS} runs each, one at a time`);
    let worst = 0;
    for (const [name, query] of QUERIES) {
      const parsed = directoryQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      for (let i = 0; i < 10; i++) await service.page(actor, parsed);
      const times = [];
      for (let i = 0; i < QUERY_RUNS; i++) {
        const started = performance.now();
        await service.page(actor, parsed);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      worst = Math.max(worst, percentile(times, 0.95));
      console.log(
        `${name.padEnd(40)} p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}  p99 ${ms(percentile(times, 0.99))}`,
      );
    }
    say(
      `Directory query p95 with ${DIRECTORY_CREATORS.toLocaleString('en')} creators: worst ${worst.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms)`,
    );
  } finally {
    await dataSource.destroy();
  }
}

export async function measureDirectory({ gatewayUrl, databaseUrl, bareUrl, brand, seconds }) {
  say(
    `Creators directory: seeding ${DIRECTORY_CREATORS.toLocaleString('en')} creators (${INTERNAL} the brand's own, ${LINKED} linked to it)`,
  );
  await seedDirectory(databaseUrl, brand.brandId);
  await measureQueries(databaseUrl, brand);

  const auth = { authorization: `Bearer ${brand.token}` };
  say(
    `Directory over HTTP: autocannon, ${CONNECTIONS} connections, ${seconds} s each, through the gateway; beside GET /api/v1/auth/me and bare node:http`,
  );
  await loadWithTimes(`${gatewayUrl}/api/v1/creators?tab=platform`, auth, 2);
  const line = (name, measured) =>
    console.log(
      `${name.padEnd(40)} p50 ${ms(measured.p50)}  p95 ${ms(measured.p95)}  p99 ${ms(measured.p99)}  ` +
        `${measured.result.requests.average.toFixed(0).padStart(5)} req/s  failures ${measured.result.errors + measured.result.timeouts + measured.result.non2xx}`,
    );
  line('bare node:http', await loadWithTimes(bareUrl, {}, seconds));
  line('GET /api/v1/auth/me (same path)', await loadWithTimes(`${gatewayUrl}/api/v1/auth/me`, auth, seconds));
  for (const [name, query] of QUERIES) line(name, await loadWithTimes(`${gatewayUrl}/api/v1/creators?${query}`, auth, seconds));
}
