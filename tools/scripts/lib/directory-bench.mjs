// The creators directory with many creators (issue 16 §1): 50,000 creators seeded into the run's
// database, then each of the directory's usual queries loaded through the gateway with
// autocannon, its p95 printed beside a bare node:http server's measured just before it (target:
// p95 ≤ 50 ms). Latency is measured at a few connections, so it is the query's and not a queue's.
import autocannon from 'autocannon';
import pg from 'pg';
import { say } from './infra.mjs';

export const DIRECTORY_CREATORS = 50_000;
/** The bench brand's own internal creators, and the public creators its links tie to it. */
const INTERNAL = 2_000;
const LINKED = 500;
const CONNECTIONS = 4;
const TARGET_P95_MS = 50;
const CATEGORIES = ['tecnologia', 'moda', 'belleza', 'gaming', 'fitness', 'lifestyle', 'negocios'];

/** The creators, straight into identity's tables as the service keeps them (figures on each row). */
async function seed(databaseUrl, brandId) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO "identity"."creators" ("name", "slug", "creator_type", "categories", "is_verified", "is_public",
          "total_followers", "average_engagement", "total_posts", "total_earned_cents")
       SELECT 'Creador Bench ' || g, 'creador-bench-' || g, (ARRAY['public', 'agency', 'freelance'])[1 + g % 3],
              ARRAY[($2::text[])[1 + g % 7], ($2::text[])[1 + (g / 7) % 7]], g % 10 = 0, true,
              (g * 7919) % 2000000, ((g * 31) % 90) / 10.0, (g * 13) % 500, (g::bigint * 104729) % 10000000
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

export async function measureDirectory({ gatewayUrl, databaseUrl, bareUrl, brand, seconds }) {
  say(
    `Creators directory: seeding ${DIRECTORY_CREATORS.toLocaleString('en')} creators (${INTERNAL} the brand's own, ${LINKED} linked to it)`,
  );
  await seed(databaseUrl, brand.brandId);
  const auth = { authorization: `Bearer ${brand.token}` };
  const queries = [
    ['Mis Creadores, default order', '?tab=mine'],
    ['Plataforma, default order', '?tab=platform'],
    ['Plataforma, moda + high engagement', '?tab=platform&category=moda&sort=high-engagement'],
    ['Plataforma, most followers, page 100', '?tab=platform&sort=most-followers&page=100'],
    ['Plataforma, name search', '?tab=platform&search=bench%2049'],
    ['Plataforma, top earners', '?tab=platform&sort=top-earners'],
  ];
  say(`Directory: autocannon, ${CONNECTIONS} connections, ${seconds} s per query, through the gateway; bare node:http before each`);
  await loadWithTimes(`${gatewayUrl}/api/v1/creators?tab=platform`, auth, 2);
  let worst = 0;
  for (const [name, query] of queries) {
    const bare = await loadWithTimes(bareUrl, {}, seconds);
    const measured = await loadWithTimes(`${gatewayUrl}/api/v1/creators${query}`, auth, seconds);
    const failures = measured.result.errors + measured.result.timeouts + measured.result.non2xx;
    worst = Math.max(worst, measured.p95);
    console.log(
      `${name.padEnd(40)} p50 ${ms(measured.p50)}  p95 ${ms(measured.p95)}  p99 ${ms(measured.p99)}  ` +
        `${measured.result.requests.average.toFixed(0).padStart(5)} req/s  failures ${failures}   bare p95 ${ms(bare.p95)}`,
    );
  }
  say(
    `Directory p95 with ${DIRECTORY_CREATORS.toLocaleString('en')} creators: worst ${worst.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms)`,
  );
}
