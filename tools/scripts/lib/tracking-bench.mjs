// The shopper's hot path in `npm run bench -- tracking`: /track/{code} at tracking's own listener
// and at the platform's public address (the edge in front of it) beside a bare node:http server
// answering the same 302 from a Map, its latency at a fixed 2,000 requests a second, the clicks stored and counted against the
// 302s sent, how many clicks a second the counter stores and counts and how soon after a burst,
// the stats dialog's reads of the rollups with 10,000 and with 1,000,000 clicks, and the tracking
// process's memory with a million links behind its bounded cache. Figures, never assertions.
// Every request goes to 127.0.0.1 and every run stops after its seconds or its count.
//
// What is seeded with SQL (the rows as tracking's code leaves them, written with the bench's
// administrator connection into tracking's schema) is kept apart from what is measured: the
// seeding prints its own time and is never part of a figure.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { jetstream } from '@nats-io/jetstream';
import { CLICK_BATCH_MAX, streamOf, TrackingEvents } from '@afilia/contracts';
import { connectNats, durableName, jetstreamManager } from '@afilia/service-kit';
import { visitorAddress } from '@afilia/service-kit/testing';
import { canReadCpuTime, cpuSnapshot, cpuUsedByName } from './cpu-time.mjs';
import { freePort, natsSyncIntervalProblem, portAnswers, runningChildren, say, startChild } from './infra.mjs';

/** The generator's settings the issue fixes: one for every HTTP figure, bare and tracking alike. */
const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 1;
/** The fixed rate of the latency figure. */
const FIXED_RATE = 2000;
/** Seeded rows: links (the memory figure) and clicks (the rollups), and the smaller set first. */
const SEED_LINKS = 1_000_000;
const SEED_CLICKS = 1_000_000;
const SEED_CLICKS_SMALL = 10_000;
/**
 * Campaigns of LINKS_PER_CAMPAIGN links each: the clicks fall on CLICKED_LINKS links in active
 * campaigns, the rest are in paused ones. The size matters to the campaign's read: Postgres
 * plans it from the average links a campaign has.
 */
const LINKS_PER_CAMPAIGN = 100;
const CLICKED_LINKS = 10_000;
const ACTIVE_CAMPAIGNS = CLICKED_LINKS / LINKS_PER_CAMPAIGN;
const PAUSED_CAMPAIGNS = (SEED_LINKS - CLICKED_LINKS) / LINKS_PER_CAMPAIGN;
const CREATORS = 10_000;
const BRANDS = 100;
/** The stats dialog's reads: how many of each, after a few unmeasured ones. */
const READS = 200;
const READ_WARMUP = 20;
const READ_DAYS = 30;
/**
 * The counter's burst: clicks a second published to JetStream for BURST_SECONDS, spread over
 * BURST_LINKS links. Above the 5,000 a second of the target, so the figure shows what the counter
 * takes rather than what it was offered.
 */
const BURST_RATE = 6000;
const BURST_SECONDS = 10;
const BURST_LINKS = 1000;
/** Targets, printed beside the figures. */
const TARGET = { ratio: 0.5, p99Ms: 10, readP95Ms: 50, countedPerSecond: 5000, countedWithinMs: 2000 };
/** tracking's default LINK_CACHE_SIZE (services/tracking/src/config/env.ts), for the projection. */
const DEFAULT_LINK_CACHE_SIZE = 200_000;
/**
 * The bench's tracking keeps fewer links (bench.mjs sets LINK_CACHE_SIZE to this), so the bound
 * shows within the section's time: a cache miss costs a Postgres read, a few hundred to a few
 * thousand a second on this machine, and filling the default 200,000 would take minutes.
 */
export const BENCH_LINK_CACHE_SIZE = 20_000;
/** Distinct links put through the redirect for the memory figure, in steps, and the time that may take. */
const CACHE_STEP = 10_000;
const CACHE_FILL = BENCH_LINK_CACHE_SIZE * 3;
const CACHE_FILL_DEADLINE_MS = 90_000;
/** How long the counter may take to count what was sent before the bench reports the rest as not counted. */
const COUNT_DEADLINE_MS = 30_000;
/** Before the clicks of every run are added up: spooled clicks are published within a second or two, redelivered ones after 1 to 120 s. */
const RECONCILE_DEADLINE_MS = 40_000;
/** Before the clicks are seeded, the counter is left to finish the burst's backlog, at most this long. */
const DRAIN_DEADLINE_MS = 90_000;
/** The reads of one kind stop after this long even when fewer than READS were made. */
const READ_DEADLINE_MS = 20_000;
const COUNT_POLL_MS = 25;
/** Where the bench's CPC link sends people. */
const TARGET_URL = 'https://tienda-medicion.example/coleccion';
const CACHE_CONTROL = 'private, no-store';
const REFERRER_POLICY = 'no-referrer-when-downgrade';

/**
 * The bare baseline: node:http in a process of its own (as tracking is), answering the same 302
 * for the same path from a Map, with the same headers, and nothing else.
 */
const BARE_REDIRECT = `const links = new Map([[process.env.CODE, process.env.LOCATION]]);
require('node:http').createServer((q, s) => {
  const location = links.get(q.url.slice(7).split('?', 1)[0]);
  if (!location) return s.writeHead(404).end();
  s.writeHead(302, { location, 'cache-control': ${JSON.stringify(CACHE_CONTROL)}, 'referrer-policy': ${JSON.stringify(REFERRER_POLICY)} }).end();
}).listen(Number(process.env.PORT), '127.0.0.1');`;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '?');
const thousands = (n) => Math.round(n).toLocaleString('en-US');
const label = (name) => name.padEnd(40);
const verdict = (met) => (met ? 'met' : 'MISSED');

/** Sorted-sample percentile (nearest rank). */
function percentile(values, q) {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** A field of /proc/<pid>/status in kB (VmRSS: resident memory). */
function statusKb(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const mb = (kb) => (kb === null ? '?' : `${(kb / 1024).toFixed(1)} MB`);

/**
 * Each request another person (a unique human click, billed on a CPC link): a phone's browser
 * isbot passes, and an address of its own in a network of its own (a person is an address, and a
 * network's people are billed up to a daily limit: decision 205), named in X-Forwarded-For, which
 * the bench's platform trusts for one hop as it would behind an ingress.
 */
function visitors() {
  let n = 0;
  return () => {
    n += 1;
    return {
      'user-agent': `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${Math.floor(n / 1000)}.${n % 1000} Mobile Safari/537.36`,
      'x-forwarded-for': visitorAddress(n),
    };
  };
}

/** autocannon with the issue's settings, every request another visitor; `extra` adds a rate, a count, or `path` to vary it. */
function cannon(url, { path = () => null, ...extra } = {}, onResponse = null) {
  const visitor = visitors();
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...extra,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: path() ?? request.path,
          headers: { ...request.headers, ...visitor() },
        }),
      },
    ],
  });
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

/**
 * An open-loop load at a fixed rate: request i is due at start + i / rate whatever the answers
 * before it, on up to CONNECTIONS keep-alive connections, and its latency counts from when it was
 * due (so a slow answer delays nothing and hides nothing). autocannon's overallRate instead lets
 * each connection send its share of the second at once and then wait for the next second.
 */
function paced(url, rate, seconds) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const visitor = visitors();
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let sent = 0;
  let answered = 0;
  return new Promise((resolve) => {
    const start = performance.now() + 20;
    const finish = () => {
      if (answered + errors < total) return;
      agent.destroy();
      resolve({ latencies, statuses, errors, sent, seconds: (performance.now() - start) / 1000 });
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        sent += 1;
        const request = http.get(
          { agent, host: target.hostname, port: target.port, path: target.pathname, headers: visitor() },
          (response) => {
            response.resume();
            response.once('end', () => {
              latencies.push(performance.now() - due);
              statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
              answered += 1;
              finish();
            });
          },
        );
        request.setTimeout(10_000, () => request.destroy(new Error('timed out')));
        request.once('error', () => {
          errors += 1;
          finish();
        });
      }
      if (sent < total) setTimeout(tick, 1);
    };
    setTimeout(tick, 20);
  });
}

/** The processes whose CPU a figure reads: the platform's children, the bench database's Postgres backends, this process. */
function cpuMeter(db, databaseName) {
  const processes = async () => {
    const { rows } = await db.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [databaseName]);
    return [...runningChildren(), ...rows.map((r) => ({ name: 'postgres', pid: r.pid })), { name: 'bench (client)', pid: process.pid }];
  };
  return async (work, perWhat) => {
    if (!canReadCpuTime) return { result: await work(), line: null };
    const before = cpuSnapshot(await processes());
    const result = await work();
    const used = cpuUsedByName(before, cpuSnapshot(await processes()));
    const count = Math.max(1, perWhat(result));
    const parts = Object.entries(used)
      .map(([name, ms]) => [name, (ms * 1000) / count])
      .filter(([, us]) => us >= 1)
      .sort((a, b) => b[1] - a[1]);
    return { result, line: `${' '.repeat(4)}CPU per click: ${parts.map(([name, us]) => `${name} ${us.toFixed(0)} µs`).join(', ')}` };
  };
}

/** The bare redirect server, started as a child (stopped with the platform) once it answers. */
async function startBareRedirect(code, location) {
  const port = await freePort();
  startChild('bare node:http (302)', process.execPath, ['-e', BARE_REDIRECT], {
    env: { ...process.env, PORT: String(port), CODE: code, LOCATION: location },
  });
  for (let i = 0; i < 50 && !(await portAnswers(port)); i++) await sleep(100);
  return { url: `http://127.0.0.1:${port}/track/${code}`, pid: runningChildren().find((c) => c.name === 'bare node:http (302)')?.pid };
}

/** JSON through the gateway as the screens send it. */
async function api(gatewayUrl, method, path, token, body) {
  const res = await fetch(`${gatewayUrl}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`bench ${method} ${path} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * The bench's CPC link, made through the real services: the bench brand's cost-per-click
 * campaign with a web address of its own, a creator who asks to take part and the brand's
 * approval, after which tracking makes the link (campaigns.participation.approved) and opens its
 * ledger. Its quota is far beyond what the bench clicks, so every click stays billable.
 */
async function makeCpcLink(gatewayUrl, brand, db) {
  // The campaign leads to the bench brand's own site: recorded as the pixel verifier records a domain (decision 212).
  await db.query(`INSERT INTO "tracking"."brand_domains" ("brand_id", "host", "source") VALUES ($1, $2, 'pixel') ON CONFLICT DO NOTHING`, [
    brand.brandId,
    new URL(TARGET_URL).hostname,
  ]);
  const campaign = await api(gatewayUrl, 'POST', '/campaigns', brand.token, {
    campaignType: 'cpc',
    name: 'Medición del redirect',
    description: 'Clics de la medición de npm run bench',
    costPerClickCents: 1,
    maxClicksPerCreator: 10_000_000,
    targetUrl: TARGET_URL,
  });
  const creator = await api(gatewayUrl, 'POST', '/auth/sign-up', null, {
    name: 'Bench Creadora Clics',
    email: `bench.clicks.${Date.now()}@example.com`,
    password: 'Bench1234',
    role: 'creator',
  });
  const applied = await api(gatewayUrl, 'POST', `/campaigns/${campaign.id}/applications`, creator.accessToken, {});
  await api(gatewayUrl, 'POST', `/participations/${applied.participationId}/approve`, brand.token, {});
  for (let i = 0; i < 200; i++) {
    const { rows } = await db.query('SELECT "id", "unique_code" AS "code" FROM "tracking"."affiliate_links" WHERE "source_id" = $1', [
      applied.participationId,
    ]);
    if (rows.length) return rows[0];
    await sleep(50);
  }
  throw new Error('tracking made no link for the approved participation within 10 s');
}

/** clicks + bot_clicks of the given links: what the counter has counted of them. */
async function countedOf(db, ids) {
  const { rows } = await db.query(
    'SELECT COALESCE(sum("clicks" + "bot_clicks"), 0)::int AS "n" FROM "tracking"."affiliate_links" WHERE "id" = ANY($1::uuid[])',
    [ids],
  );
  return rows[0].n;
}

/**
 * Waits until the links' count reached `expected` (at least `atLeast` when the exact figure is
 * not known) and stopped moving; answers the count and when its last click was counted.
 */
async function settle(db, ids, { expected = null, atLeast = 0, quietMs = 1500, onPoll = null, deadlineMs = COUNT_DEADLINE_MS }) {
  const deadline = performance.now() + deadlineMs;
  let count = await countedOf(db, ids);
  let changedAt = performance.now();
  for (;;) {
    const now = performance.now();
    if (onPoll) onPoll(count, now);
    const done = expected !== null ? count >= expected : count >= atLeast && now - changedAt >= quietMs;
    if (done || now > deadline) return { count, lastCountedAt: changedAt };
    await sleep(COUNT_POLL_MS);
    const next = await countedOf(db, ids);
    if (next !== count) {
      count = next;
      changedAt = performance.now();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Seeding (SQL, unmeasured)
// ---------------------------------------------------------------------------------------------

/** A uuid made from text, the same on every run (campaigns, creators, brands of the seeded links). */
const seededId = (kind, n) => `md5('afilia-bench-${kind}-' || (${n}))::uuid`;

/**
 * 1,000,000 links as tracking keeps them: CLICKED_LINKS of them (codes benchc<n>) in ACTIVE_CAMPAIGNS
 * active campaigns, the rest (benchp<n>) in PAUSED_CAMPAIGNS paused ones, so putting them through
 * the redirect fills its cache without recording a click (a paused link's cache entry is the same
 * object as an active one's).
 */
async function seedLinks(db, publicUrl) {
  await db.query(
    `INSERT INTO "tracking"."affiliate_links" ("creator_id", "brand_id", "campaign_id", "campaign_name", "kind", "unique_code", "tracking_url", "destination_url")
     SELECT ${seededId('creator', `g % ${CREATORS}`)}, ${seededId('brand', `c % ${BRANDS}`)}, ${seededId('campaign', 'c')}, 'Campaña sembrada ' || c, 'url',
            code, $1 || '/track/' || code, 'https://tienda-' || (c % ${BRANDS}) || '.example/productos/articulo-' || g || '/'
       FROM generate_series(0, ${SEED_LINKS - 1}) g,
            LATERAL (SELECT CASE WHEN g < ${CLICKED_LINKS} THEN g % ${ACTIVE_CAMPAIGNS} ELSE ${ACTIVE_CAMPAIGNS} + g % ${PAUSED_CAMPAIGNS} END AS c,
                            CASE WHEN g < ${CLICKED_LINKS} THEN 'benchc' ELSE 'benchp' END || g AS code) x`,
    [publicUrl],
  );
  await db.query(
    `INSERT INTO "tracking"."campaign_states" ("campaign_id", "status", "as_of")
     SELECT ${seededId('campaign', 'c')}, CASE WHEN c < ${ACTIVE_CAMPAIGNS} THEN 'active' ELSE 'paused' END, now()
       FROM generate_series(0, ${ACTIVE_CAMPAIGNS + PAUSED_CAMPAIGNS - 1}) c`,
  );
  await db.query(
    `CREATE TEMP TABLE "bench_clicked" AS
     SELECT "id", "campaign_id", "creator_id", "brand_id", substr("unique_code", 7)::int AS "n"
       FROM "tracking"."affiliate_links" WHERE "unique_code" LIKE 'benchc%'`,
  );
  await db.query('CREATE UNIQUE INDEX ON "bench_clicked" ("n")');
}

/**
 * `count` clicks over the last 30 days on the clicked links, as the counter leaves them: the
 * rows in tracking.clicks and their ids in click_ids, the links' counters, the daily rollups per
 * link, campaign, creator and brand, and the sources, devices and countries per link and day.
 * 3 % are bots; a tenth carry a utm_source; most come from phones in Argentina.
 */
async function seedClicks(db, count) {
  await db.query('DROP TABLE IF EXISTS "bench_seed"');
  await db.query(
    `CREATE TEMP TABLE "bench_seed" AS
     SELECT gen_random_uuid() AS "id", l."id" AS "link_id", l."campaign_id", l."creator_id", l."brand_id",
            now() - random() * interval '${READ_DAYS} days' AS "clicked_at", md5(g::text || random()::text) AS "visitor",
            random() >= 0.03 AS "human", random() < 0.8 AS "first",
            (ARRAY['mobile','mobile','mobile','mobile','desktop','desktop','tablet','other'])[1 + floor(random() * 8)::int] AS "device",
            (ARRAY[NULL, NULL, 'instagram.com', 'l.facebook.com', 'www.tiktok.com', 't.co', 'www.youtube.com'])[1 + floor(random() * 7)::int] AS "referrer_host",
            (ARRAY['AR','AR','AR','AR','AR','AR','UY','CL','MX','PY','BR',NULL])[1 + floor(random() * 12)::int] AS "country",
            CASE WHEN random() < 0.1 THEN 'newsletter' END AS "utm_source"
       FROM generate_series(1, ${count}) g JOIN "bench_clicked" l ON l."n" = g % ${CLICKED_LINKS}`,
  );
  await db.query(
    `INSERT INTO "tracking"."clicks" ("id", "link_id", "clicked_at", "via", "visitor_hash", "unique_visit", "device", "referrer_host", "country", "bot_reason", "utm_source")
     SELECT "id", "link_id", "clicked_at", 'track', rpad("visitor", 43, 'x'), "human" AND "first", "device", "referrer_host", "country",
            CASE WHEN NOT "human" THEN 'user_agent' END, "utm_source"
       FROM "bench_seed" ORDER BY "clicked_at"`,
  );
  await db.query('INSERT INTO "tracking"."click_ids" ("id", "clicked_at") SELECT "id", "clicked_at" FROM "bench_seed" ORDER BY "id"');
  await db.query(
    `UPDATE "tracking"."affiliate_links" l SET "clicks" = l."clicks" + s."clicks", "unique_clicks" = l."unique_clicks" + s."unique_clicks", "bot_clicks" = l."bot_clicks" + s."bot_clicks"
       FROM (SELECT "link_id", count(*) FILTER (WHERE "human")::int AS "clicks", count(*) FILTER (WHERE "human" AND "first")::int AS "unique_clicks",
                    count(*) FILTER (WHERE NOT "human")::int AS "bot_clicks" FROM "bench_seed" GROUP BY 1) s
      WHERE l."id" = s."link_id"`,
  );
  await db.query(
    `INSERT INTO "tracking"."click_rollups" ("scope", "scope_id", "day", "clicks", "unique_clicks", "bot_clicks")
     SELECT r."scope", r."scope_id", s."clicked_at"::date, count(*) FILTER (WHERE "human"), count(*) FILTER (WHERE "human" AND "first"), count(*) FILTER (WHERE NOT "human")
       FROM "bench_seed" s, LATERAL (VALUES ('link', s."link_id"), ('campaign', s."campaign_id"), ('creator', s."creator_id"), ('brand', s."brand_id")) r("scope", "scope_id")
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
     ON CONFLICT ("scope", "scope_id", "day") DO UPDATE SET "clicks" = "click_rollups"."clicks" + EXCLUDED."clicks",
       "unique_clicks" = "click_rollups"."unique_clicks" + EXCLUDED."unique_clicks", "bot_clicks" = "click_rollups"."bot_clicks" + EXCLUDED."bot_clicks"`,
  );
  await db.query(
    `INSERT INTO "tracking"."click_breakdowns" ("link_id", "day", "dimension", "value", "clicks")
     SELECT s."link_id", s."clicked_at"::date, d."dimension", d."value", count(*)
       FROM "bench_seed" s, LATERAL (VALUES ('source', COALESCE(s."utm_source", s."referrer_host", 'directo')), ('device', s."device"),
                                            ('country', COALESCE(s."country", 'unknown'))) d("dimension", "value")
      WHERE s."human" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
     ON CONFLICT ("link_id", "day", "dimension", "value") DO UPDATE SET "clicks" = "click_breakdowns"."clicks" + EXCLUDED."clicks"`,
  );
  await db.query('DROP TABLE "bench_seed"');
  // As autovacuum would in time: the planner's statistics and the visibility map, before anything is timed.
  await db.query(
    'VACUUM (ANALYZE) "tracking"."affiliate_links", "tracking"."clicks", "tracking"."click_ids", "tracking"."click_rollups", "tracking"."click_breakdowns"',
  );
}

async function seedTimed(what, work) {
  const started = performance.now();
  await work();
  console.log(`${label(`seeded (SQL, not measured): ${what}`)} in ${fixed((performance.now() - started) / 1000)} s`);
}

// ---------------------------------------------------------------------------------------------
// The stats dialog's reads
// ---------------------------------------------------------------------------------------------

/**
 * What the stats dialog reads for 30 days, straight to Postgres (the same queries as
 * tracking's AnalyticsService.linkStats; keep them alike): the daily rollups of the link or
 * campaign, and its sources, devices and countries summed over the days (a campaign's over all
 * its links).
 */
const READ_QUERIES = {
  link: [
    `SELECT "day", "clicks", "unique_clicks", "bot_clicks" FROM "tracking"."click_rollups"
      WHERE "scope" = 'link' AND "scope_id" = $1 AND "day" >= $2 ORDER BY "day"`,
    `SELECT "dimension", "value", sum("clicks")::int AS "clicks" FROM "tracking"."click_breakdowns"
      WHERE "link_id" = $1 AND "day" >= $2 GROUP BY 1, 2 ORDER BY 1, 3 DESC`,
  ],
  campaign: [
    `SELECT "day", "clicks", "unique_clicks", "bot_clicks" FROM "tracking"."click_rollups"
      WHERE "scope" = 'campaign' AND "scope_id" = $1 AND "day" >= $2 ORDER BY "day"`,
    `SELECT b."dimension", b."value", sum(b."clicks")::int AS "clicks" FROM "tracking"."click_breakdowns" b
       JOIN "tracking"."affiliate_links" l ON l."id" = b."link_id"
      WHERE l."campaign_id" = $1 AND b."day" >= $2 GROUP BY 1, 2 ORDER BY 1, 3 DESC`,
  ],
};

/** Each dialog read (its two queries, one after the other on one connection) for random links and campaigns; milliseconds. */
async function readRollups(databaseUrl, ids) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const from = new Date(Date.now() - (READ_DAYS - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const times = {};
    for (const [scope, queries] of Object.entries(READ_QUERIES)) {
      const pool = ids[scope];
      times[scope] = [];
      const deadline = performance.now() + READ_DEADLINE_MS;
      for (let i = 0; i < READ_WARMUP + READS && performance.now() < deadline; i++) {
        const id = pool[Math.floor(Math.random() * pool.length)];
        const started = performance.now();
        for (const query of queries) await client.query(query, [id, from]);
        if (i >= READ_WARMUP) times[scope].push(performance.now() - started);
      }
    }
    return times;
  } finally {
    await client.end();
  }
}

function readLine(name, times, baseline) {
  const p95 = percentile(times, 0.95);
  let line = `${label(name)} p50 ${fixed(percentile(times, 0.5))} ms  p95 ${fixed(p95)} ms  p99 ${fixed(percentile(times, 0.99))} ms  (${times.length} reads)`;
  if (baseline)
    line += `   with ${thousands(SEED_CLICKS_SMALL)}: p95 ${fixed(percentile(baseline, 0.95))} ms   target p95 ≤ ${TARGET.readP95Ms} ms: ${verdict(p95 <= TARGET.readP95Ms)}`;
  console.log(line);
}

// ---------------------------------------------------------------------------------------------
// The figures
// ---------------------------------------------------------------------------------------------

/** Requests a second at an address of tracking's and at the bare server, each after its warm-up; CPU per click; clicks counted. */
async function measureThroughput({ trackUrl, where, bareUrl, db, link, meter, tally }) {
  await cannon(bareUrl, { duration: WARMUP_SECONDS });
  const bare = await cannon(bareUrl);
  const before = await countedOf(db, [link.id]);
  const warm = await cannon(trackUrl, { duration: WARMUP_SECONDS });
  const measured = await meter(
    () => cannon(trackUrl),
    (result) => result['3xx'],
  );
  const ended = performance.now();
  const track = measured.result;
  const ratio = track.requests.average / bare.requests.average;
  const failures = (r) => r.errors + r.timeouts + (r.non2xx - r['3xx']);
  console.log(
    `${label(`/track/{code} at ${where}`)} ${thousands(track.requests.average)} req/s  p50 ${track.latency.p50} ms  p99 ${track.latency.p99} ms  ` +
      `failures ${failures(track)}   bare ${thousands(bare.requests.average)} req/s (p99 ${bare.latency.p99} ms)   ${fixed(ratio, 3)}× bare ` +
      `(target ≥ ${TARGET.ratio}: ${verdict(ratio >= TARGET.ratio)})`,
  );
  if (measured.line) console.log(measured.line);
  // Requests the generator hung up on when its time was up were still redirected and counted:
  // the server sent between `received` and `sent` 302s.
  const received = warm['3xx'] + track['3xx'];
  const sent = warm.requests.sent + track.requests.sent;
  const counted = await settle(db, [link.id], { atLeast: before + received });
  tally.received += received;
  tally.sent += sent;
  const lag = counted.lastCountedAt - ended;
  console.log(
    `${label('  clicks counted after the 10 s burst')} ${thousands(counted.count - before)} for ${thousands(received)} 302s received ` +
      `and ${thousands(sent - received)} requests cut off when the generator stopped   ` +
      `last one counted ${fixed(Math.max(0, lag), 0)} ms after the burst (target ≤ ${TARGET.countedWithinMs} ms: ${verdict(lag <= TARGET.countedWithinMs)})`,
  );
  return ratio;
}

/** Latency at FIXED_RATE requests a second: autocannon's overallRate, then an evenly paced open loop; each beside the bare server. */
async function measureFixedRate({ trackUrl, listenerUrl, bareUrl, db, link, tally }) {
  const amount = FIXED_RATE * SECONDS;
  // A count rather than a duration, so every request is answered before the run ends.
  const rated = (url, extra = {}, onResponse = null) =>
    cannon(url, { overallRate: FIXED_RATE, amount: FIXED_RATE * WARMUP_SECONDS, ...extra }, onResponse);
  // Raw response times beside autocannon's histogram, which corrects for coordinated omission
  // with an expected interval of ceil(1 / the connection's rate) = 1 ms.
  let raw = [];
  const record = (_client, _status, _bytes, ms) => raw.push(ms);
  await rated(bareUrl);
  raw = [];
  const bare = await rated(bareUrl, { amount }, record);
  const bareRaw = raw;
  const before = await countedOf(db, [link.id]);
  const warm = await rated(trackUrl);
  raw = [];
  const track = await rated(trackUrl, { amount }, record);
  const trackRaw = raw;
  const sent = warm['3xx'] + track['3xx'];
  const counted = await settle(db, [link.id], { expected: before + sent });
  const p99 = track.latency.p99;
  console.log(
    `${label(`at ${thousands(FIXED_RATE)} req/s (autocannon overallRate)`)} p50 ${track.latency.p50} ms  p99 ${p99} ms ` +
      `(uncorrected ${fixed(percentile(trackRaw, 0.5))} / ${fixed(percentile(trackRaw, 0.99))} ms)  ${thousands(track.requests.average)} req/s   ` +
      `bare p50 ${bare.latency.p50} ms  p99 ${bare.latency.p99} ms (uncorrected ${fixed(percentile(bareRaw, 0.5))} / ${fixed(percentile(bareRaw, 0.99))} ms)   ` +
      `target p99 ≤ ${TARGET.p99Ms} ms: ${verdict(p99 <= TARGET.p99Ms)}`,
  );
  tally.received += sent;
  tally.sent += warm.requests.sent + track.requests.sent;
  tally.exact.push({ name: 'overallRate', sent, counted: counted.count - before });

  await paced(bareUrl, FIXED_RATE, WARMUP_SECONDS);
  const barePaced = await paced(bareUrl, FIXED_RATE, SECONDS);
  const beforePaced = await countedOf(db, [link.id]);
  const warmPaced = await paced(trackUrl, FIXED_RATE, WARMUP_SECONDS);
  const trackPaced = await paced(trackUrl, FIXED_RATE, SECONDS);
  const pacedSent = (warmPaced.statuses[302] ?? 0) + (trackPaced.statuses[302] ?? 0);
  const countedPaced = await settle(db, [link.id], { expected: beforePaced + pacedSent });
  const pacedP99 = percentile(trackPaced.latencies, 0.99);
  console.log(
    `${label(`at ${thousands(FIXED_RATE)} req/s (paced, open loop)`)} p50 ${fixed(percentile(trackPaced.latencies, 0.5))} ms  ` +
      `p99 ${fixed(pacedP99)} ms  max ${fixed(Math.max(...trackPaced.latencies))} ms  errors ${trackPaced.errors}   ` +
      `bare p50 ${fixed(percentile(barePaced.latencies, 0.5))} ms  p99 ${fixed(percentile(barePaced.latencies, 0.99))} ms   ` +
      `target p99 ≤ ${TARGET.p99Ms} ms: ${verdict(pacedP99 <= TARGET.p99Ms)}`,
  );
  tally.received += pacedSent;
  tally.sent += warmPaced.sent + trackPaced.sent;
  tally.exact.push({ name: 'paced', sent: pacedSent, counted: countedPaced.count - beforePaced });
  // The same paced load at tracking's own listener: what the edge's hop adds to the latency.
  if (listenerUrl && listenerUrl !== trackUrl) {
    const beforeListener = await countedOf(db, [link.id]);
    const warmListener = await paced(listenerUrl, FIXED_RATE, WARMUP_SECONDS);
    const listener = await paced(listenerUrl, FIXED_RATE, SECONDS);
    const listenerSent = (warmListener.statuses[302] ?? 0) + (listener.statuses[302] ?? 0);
    const countedListener = await settle(db, [link.id], { expected: beforeListener + listenerSent });
    console.log(
      `${label("  the same at tracking's listener")} p50 ${fixed(percentile(listener.latencies, 0.5))} ms  ` +
        `p99 ${fixed(percentile(listener.latencies, 0.99))} ms  max ${fixed(Math.max(...listener.latencies))} ms  errors ${listener.errors}`,
    );
    tally.received += listenerSent;
    tally.sent += warmListener.sent + listener.sent;
    tally.exact.push({ name: "paced, tracking's listener", sent: listenerSent, counted: countedListener.count - beforeListener });
  }
}

/**
 * Where the clicks JetStream holds stand with the counter's durable consumer: not yet delivered,
 * and delivered without an acknowledgement (a batch that failed waits for its redelivery, after
 * 1, 5, 30 and then 120 s; the consumer gives a click up after 10 deliveries).
 */
async function counterInfo(nc) {
  const jsm = await jetstreamManager(nc);
  return jsm.consumers.info(streamOf('tracking').name, durableName('tracking', TrackingEvents.clicksRecorded.subject));
}

async function counterConsumer(nc) {
  try {
    const info = await counterInfo(nc);
    return `the counter's consumer: ${thousands(info.num_pending)} clicks not yet delivered, ${thousands(info.num_ack_pending)} delivered and not acknowledged, ${thousands(info.num_redelivered)} redelivered`;
  } catch (error) {
    return `the counter's consumer: ${String(error)}`;
  }
}

/** Waits (at most DRAIN_DEADLINE_MS) until the counter has counted everything JetStream holds; answers when, from `since`. */
async function drainCounter(nc, since) {
  const deadline = performance.now() + DRAIN_DEADLINE_MS;
  while (performance.now() < deadline) {
    const info = await counterInfo(nc).catch(() => null);
    if (info && info.num_pending === 0 && info.num_ack_pending === 0) return performance.now() - since;
    await sleep(250);
  }
  return null;
}

/** Every click the HTTP figures sent, against what was stored and counted once the counts stop moving. */
async function reportCounted(db, nc, link, tally) {
  const started = performance.now();
  const settled = await settle(db, [link.id], { atLeast: tally.received, quietMs: 3000, deadlineMs: RECONCILE_DEADLINE_MS });
  const { rows } = await db.query(
    `SELECT l."clicks", l."unique_clicks", l."bot_clicks", c."stored", c."ids", g."billed_clicks"
       FROM "tracking"."affiliate_links" l
       LEFT JOIN "tracking"."cpc_ledgers" g ON g."link_id" = l."id",
       LATERAL (SELECT count(*)::int AS "stored", count(DISTINCT "id")::int AS "ids" FROM "tracking"."clicks" WHERE "link_id" = l."id") c
      WHERE l."id" = $1`,
    [link.id],
  );
  const r = rows[0];
  const counted = r.clicks + r.bot_clicks;
  const lost = Math.max(0, tally.received - Math.min(counted, r.stored));
  const twice = Math.max(0, Math.max(counted, r.stored) - tally.sent, r.stored - r.ids);
  const exact = tally.exact.map((run) => `${run.name} ${thousands(run.counted)} of ${thousands(run.sent)}`).join(', ');
  console.log(
    `${label('clicks stored and counted, all runs')} ${thousands(counted)} counted (${thousands(r.unique_clicks)} unique, ${thousands(r.bot_clicks)} bots, ` +
      `${thousands(r.billed_clicks ?? 0)} billed), ${thousands(r.stored)} rows with ${thousands(r.ids)} distinct ids   ` +
      `302s received ${thousands(tally.received)}, requests sent ${thousands(tally.sent)}   not counted ${lost}, counted twice ${twice}   ` +
      `(target 0 and 0: ${verdict(lost === 0 && twice === 0)}; waited ${fixed((performance.now() - started) / 1000)} s for the counts to settle, ` +
      `the last moved ${fixed(Math.max(0, settled.lastCountedAt - started) / 1000)} s in)`,
  );
  console.log(`${label('  runs that end on their last answer')} counted of 302s: ${exact}`);
  console.log(`${label('  clicks in JetStream, not yet counted')} ${await counterConsumer(nc)}`);
}

/**
 * The counter alone: BURST_RATE clicks a second for BURST_SECONDS published to JetStream as
 * tracking's redirect publishes them (its NATS user, the clicks due in each 2 ms as one message,
 * every publish acknowledged), each another visitor on one of BURST_LINKS links; how many a second were
 * stored and counted, and how long after the last publish the last one was.
 */
async function measureCounter({ db, nc, linkIds, meter }) {
  const js = jetstream(nc, { timeout: 10_000 });
  const subject = TrackingEvents.clicksRecorded.subject;
  const devices = ['mobile', 'mobile', 'mobile', 'desktop', 'tablet'];
  const countries = ['AR', 'AR', 'AR', 'UY', 'CL', null];
  const click = (i) => {
    const eventId = randomUUID();
    return {
      eventId,
      occurredAt: new Date().toISOString(),
      linkId: linkIds[i % linkIds.length],
      code: 'bench',
      via: 'track',
      visitorHash: eventId.replace(/-/g, '').padEnd(43, 'v'),
      device: devices[i % devices.length],
      referrerHost: i % 3 ? 'instagram.com' : null,
      country: countries[i % countries.length],
      botReason: null,
      utm: { source: null, medium: null, campaign: null, content: null, term: null },
    };
  };
  // The clicks are the redirect's events: one checked against the contract, the rest made alike.
  TrackingEvents.clicksRecorded.payload.parse({ eventId: randomUUID(), occurredAt: new Date().toISOString(), clicks: [click(0)] });
  const before = await countedOf(db, linkIds);
  const total = BURST_RATE * BURST_SECONDS;
  const samples = [];
  let acked = 0;
  let failed = 0;
  const pubAcks = [];
  const { result, line } = await meter(
    async () => {
      const started = performance.now();
      const pending = [];
      // The counts are polled while the clicks are published, every COUNT_POLL_MS.
      let polling = true;
      const poller = (async () => {
        while (polling) {
          samples.push([performance.now() - started, (await countedOf(db, linkIds)) - before]);
          await sleep(COUNT_POLL_MS * 4);
        }
      })();
      for (let i = 0; i < total;) {
        const due = Math.floor(((performance.now() - started) / 1000) * BURST_RATE);
        // What fell due since the last tick is one message, as the redirect groups what arrived
        // while its last publish was acknowledged (decision 238).
        const clicks = [];
        for (; i < Math.min(total, due) && clicks.length < CLICK_BATCH_MAX; i++) clicks.push(click(i));
        if (clicks.length) {
          const payload = { eventId: randomUUID(), occurredAt: new Date().toISOString(), clicks };
          const sent = performance.now();
          pending.push(
            js.publish(subject, JSON.stringify(payload), { msgID: payload.eventId }).then(
              () => {
                acked += clicks.length;
                pubAcks.push(performance.now() - sent);
              },
              () => (failed += clicks.length),
            ),
          );
        }
        await sleep(2);
      }
      await Promise.all(pending);
      const published = performance.now();
      const counted = await settle(db, linkIds, { expected: before + acked });
      polling = false;
      await poller;
      return { started, published, counted: counted.count - before, lastCountedAt: counted.lastCountedAt };
    },
    () => acked,
  );
  const seconds = (result.published - result.started) / 1000;
  const lag = result.lastCountedAt - result.published;
  // Counted a second, over one-second windows while clicks were coming in.
  const perSecond = [];
  for (let s = 1; s <= Math.floor(seconds); s++) {
    const at = (t) => samples.filter(([ms]) => ms <= t * 1000).at(-1)?.[1] ?? 0;
    perSecond.push(at(s) - at(s - 1));
  }
  const overall = result.counted / ((result.lastCountedAt - result.started) / 1000);
  console.log(
    `${label('clicks stored and counted a second')} ${thousands(overall)} /s from first publish to last count ` +
      `(each second of the burst: ${perSecond.map((n) => thousands(n)).join(', ')})   ` +
      `offered ${thousands(acked / seconds)} /s, JetStream publish ack p50 ${fixed(percentile(pubAcks, 0.5))} ms p99 ${fixed(percentile(pubAcks, 0.99))} ms   ` +
      `target ≥ ${thousands(TARGET.countedPerSecond)} /s: ${verdict(overall >= TARGET.countedPerSecond)}`,
  );
  console.log(
    `${label('  last click counted after the burst')} ${fixed(Math.max(0, lag), 0)} ms (${thousands(result.counted)} of ${thousands(acked)} published, ` +
      `${failed} not acknowledged)   target ≤ ${TARGET.countedWithinMs} ms: ${verdict(result.counted === acked && lag <= TARGET.countedWithinMs)}`,
  );
  if (line) console.log(line.replace('per click', 'per click published'));
  console.log(`${label('  clicks in JetStream, not yet counted')} ${await counterConsumer(nc)}`);
  return result.published;
}

/**
 * The tracking process's resident memory while distinct links go through its redirect,
 * CACHE_STEP at a time, until three times BENCH_LINK_CACHE_SIZE (so the bound shows) or the deadline;
 * a bare node:http process's beside it. The links are in paused campaigns: each is read from
 * Postgres and kept (the same entry an active link gets), and answers 'Link Caducado' without a click.
 */
async function measureCacheMemory({ publicUrl, trackingPid, barePid }) {
  let next = CLICKED_LINKS;
  const path = () => `/track/benchp${next++}`;
  const base = statusKb(trackingPid, 'VmRSS');
  console.log(
    `${label('tracking RSS, before')} ${mb(base)}   bare node:http ${mb(statusKb(barePid, 'VmRSS'))}   ` +
      `LINK_CACHE_SIZE ${thousands(BENCH_LINK_CACHE_SIZE)} (the bench's; default ${thousands(DEFAULT_LINK_CACHE_SIZE)}), ` +
      `${thousands(SEED_LINKS)} links in tracking's table`,
  );
  const deadline = performance.now() + CACHE_FILL_DEADLINE_MS;
  const steps = [];
  while (next - CLICKED_LINKS < CACHE_FILL && performance.now() < deadline) {
    const amount = Math.min(CACHE_STEP, CACHE_FILL - (next - CLICKED_LINKS));
    const started = performance.now();
    const result = await cannon(`${publicUrl}/track/x`, { amount, path });
    const through = next - CLICKED_LINKS;
    const rss = statusKb(trackingPid, 'VmRSS');
    steps.push([through, rss]);
    const statuses = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code} × ${thousands(count)}`)
      .join(', ');
    console.log(
      `${label(`  after ${thousands(through)} distinct links`)} RSS ${mb(rss)} (+${mb(rss - base)})   cached ≤ ${thousands(Math.min(through, BENCH_LINK_CACHE_SIZE))}   ` +
        `${thousands(amount / ((performance.now() - started) / 1000))} misses/s (${statuses})`,
    );
  }
  // With the cache full, RSS stays level while links keep coming; its height over the start,
  // spread over the entries, is what one costs (with the garbage the evictions leave between collections).
  const full = steps.filter(([through]) => through > BENCH_LINK_CACHE_SIZE).map(([, rss]) => rss - base);
  if (!full.length) return;
  const perLink = (full.reduce((a, b) => a + b, 0) / full.length / BENCH_LINK_CACHE_SIZE) * 1024;
  console.log(
    `${label('  with the cache full')} RSS +${full.map((kb) => mb(kb)).join(', +')} over the start: about ${fixed(perLink, 0)} bytes a cached link   ` +
      `projected: ${mb(base + (perLink * DEFAULT_LINK_CACHE_SIZE) / 1024)} at the default ${thousands(DEFAULT_LINK_CACHE_SIZE)}, ` +
      `${mb(base + (perLink * SEED_LINKS) / 1024)} were all ${thousands(SEED_LINKS)} links held`,
  );
}

/** The JetStream sync setting of the bench's nats-server, from its configuration and version. */
function jetstreamSync(natsDir) {
  const version = spawnSync('nats-server', ['--version'], { encoding: 'utf8' }).stdout.trim();
  const file = join(natsDir, 'nats.conf');
  const setting = existsSync(file) ? /^\s*sync_interval:\s*(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1] : null;
  return setting
    ? `sync_interval: ${setting} (${version}): every acknowledgement follows an fsync`
    : `nats-server's default, no sync_interval in nats.conf (${version}): acknowledged once written to the OS, fsynced later`;
}

/**
 * Whether the bench's nats-server fsyncs every acknowledgement: BENCH_NATS_SYNC=always (the
 * launcher's default, as every deploy) or default (nats-server's own interval). A nats-server
 * that does not know `sync_interval` (Debian 12 ships 2.9.10, which does not) would refuse the
 * launcher's configuration, so the run then takes the default and says so.
 * @returns {{ always: boolean, note: string | null }}
 */
export function jetstreamSyncChoice(dir) {
  if (process.env.BENCH_NATS_SYNC === 'default') return { always: false, note: null };
  const problem = natsSyncIntervalProblem(dir);
  return problem ? { always: false, note: `JetStream: ${problem}; this run uses its default` } : { always: true, note: null };
}

/**
 * The tracking section of `npm run bench`.
 * @param {{ publicUrl: string, trackingUrl: string, gatewayUrl: string, natsUrl: string, natsDir: string, trackingSeed: string,
 *   databaseUrl: string, databaseName: string, brand: { token: string } }} options
 */
export async function measureTracking({
  publicUrl,
  trackingUrl,
  gatewayUrl,
  natsUrl,
  natsDir,
  trackingSeed,
  databaseUrl,
  databaseName,
  brand,
}) {
  const sectionStarted = performance.now();
  const tracking = runningChildren().find((c) => c.name === 'tracking');
  if (!tracking) throw new Error('tracking is not running');
  // The platform's one address on the loopback: the edge in front of tracking and the gateway.
  const base = publicUrl.replace('//localhost:', '//127.0.0.1:');
  say(
    `Tracking: /track/{code} at tracking's listener (${trackingUrl}) and at the public address (${base}) beside a bare node:http 302; ` +
      `autocannon ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, every request another visitor; on 127.0.0.1`,
  );
  console.log(`${label('JetStream sync')} ${jetstreamSync(natsDir)}`);
  console.log(`${label('the machine')} ${cpus().length} cores, load average ${load()} (1, 5, 15 min): other work shares them`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query("SET TIME ZONE 'UTC'");
  await db.query("SET work_mem = '128MB'");
  await db.query('SET synchronous_commit = off');
  // As tracking's redirect: its NATS user, to publish clicks and read its counter's consumer.
  const nc = await connectNats({ url: natsUrl, identity: 'tracking', seed: trackingSeed }, 'bench-clicks');
  try {
    const link = await makeCpcLink(gatewayUrl, brand, db);
    const trackUrl = `${base}/track/${encodeURIComponent(link.code)}`;
    // The bare server answers the address tracking answers for this link, less the click's own parameters.
    const first = await fetch(trackUrl, { redirect: 'manual', headers: visitors()() });
    if (first.status !== 302) throw new Error(`the bench's link answered ${first.status}, not 302`);
    const location = new URL(first.headers.get('location'));
    location.searchParams.delete('click_id');
    const bare = await startBareRedirect(link.code, location.toString());
    const tally = { received: 1, sent: 1, exact: [] };

    // The links first (what the redirect and the counter read), flushed to disk before anything is timed.
    await seedTimed(`${thousands(SEED_LINKS)} links`, async () => {
      await seedLinks(db, publicUrl);
      await db.query('VACUUM (ANALYZE) "tracking"."affiliate_links", "tracking"."campaign_states"');
      await db.query('CHECKPOINT');
    });
    const { rows: clicked } = await db.query('SELECT "id", "campaign_id" FROM "bench_clicked"');
    const ids = { link: clicked.map((r) => r.id), campaign: [...new Set(clicked.map((r) => r.campaign_id))] };

    const meter = cpuMeter(db, databaseName);
    // Tracking's own listener against the bare server, like for like; then the public address,
    // where an edge (HAProxy in npm start) may stand in front of it and adds its hop.
    const direct = `${trackingUrl}/track/${encodeURIComponent(link.code)}`;
    await measureThroughput({ trackUrl: direct, where: "tracking's listener", bareUrl: bare.url, db, link, meter, tally });
    if (direct !== trackUrl)
      await measureThroughput({
        trackUrl,
        where: 'the public address (the edge, then tracking)',
        bareUrl: bare.url,
        db,
        link,
        meter,
        tally,
      });
    await measureFixedRate({ trackUrl, listenerUrl: direct, bareUrl: bare.url, db, link, tally });
    await reportCounted(db, nc, link, tally);
    const burstEnded = await measureCounter({ db, nc, linkIds: ids.link.slice(0, BURST_LINKS), meter });
    await measureCacheMemory({ publicUrl: base, trackingPid: tracking.pid, barePid: bare.pid });
    // The burst's backlog counted before the seeding writes the same rows (and before the reads are timed).
    const drained = await drainCounter(nc, burstEnded);
    console.log(
      `${label('the burst, all counted')} ${
        drained === null
          ? `not within ${DRAIN_DEADLINE_MS / 1000} s more (${await counterConsumer(nc)})`
          : `by ${fixed(drained / 1000)} s after its last publish (checked after the memory figures; the counter's own line says when)`
      }`,
    );
    // The redirect's clicks again, now that the counter has nothing left: late (redelivered) ones included.
    const [later] = (
      await db.query(
        `SELECT l."clicks" + l."bot_clicks" AS "counted", (SELECT count(*)::int FROM "tracking"."clicks" WHERE "link_id" = l."id") AS "stored"
           FROM "tracking"."affiliate_links" l WHERE l."id" = $1`,
        [link.id],
      )
    ).rows;
    console.log(
      `${label("the redirect's clicks, counter drained")} ${thousands(later.counted)} counted, ${thousands(later.stored)} stored, ` +
        `for ${thousands(tally.received)} 302s received and ${thousands(tally.sent)} requests sent: ` +
        `not counted ${Math.max(0, tally.received - Math.min(later.counted, later.stored))}, counted twice ${Math.max(0, later.counted - tally.sent, later.stored - later.counted)}`,
    );

    // Last, as they leave Postgres writing for a while: the clicks the stats dialog reads.
    await seedTimed(`${thousands(SEED_CLICKS_SMALL)} clicks`, () => seedClicks(db, SEED_CLICKS_SMALL));
    const small = await readRollups(databaseUrl, ids);
    await seedTimed(`${thousands(SEED_CLICKS - SEED_CLICKS_SMALL)} more clicks`, async () => {
      await seedClicks(db, SEED_CLICKS - SEED_CLICKS_SMALL);
      await db.query('CHECKPOINT');
    });
    const large = await readRollups(databaseUrl, ids);
    const { rows: sizes } = await db.query(
      `SELECT (SELECT count(*) FROM "tracking"."click_rollups")::int AS "rollups", (SELECT count(*) FROM "tracking"."click_breakdowns")::int AS "breakdowns"`,
    );
    console.log(
      `${label('the stats dialog, 30 days, straight to Postgres')} ${thousands(sizes[0].rollups)} rollup rows, ${thousands(sizes[0].breakdowns)} breakdown rows; ` +
        `reads one after another; ${LINKS_PER_CAMPAIGN} links a campaign`,
    );
    readLine(`  a link's, ${thousands(SEED_CLICKS_SMALL)} clicks`, small.link);
    readLine(`  a link's, ${thousands(SEED_CLICKS)} clicks`, large.link, small.link);
    readLine(`  a campaign's, ${thousands(SEED_CLICKS_SMALL)} clicks`, small.campaign);
    readLine(`  a campaign's, ${thousands(SEED_CLICKS)} clicks`, large.campaign, small.campaign);
    say(`Tracking section: ${fixed((performance.now() - sectionStarted) / 1000, 0)} s; load average now ${load()}`);
  } finally {
    await nc.drain();
    await db.end();
  }
}
