// Exports (issue 39 §3, decision 246): 100,000 of the bench brand's transactions seeded into the
// run's database, then downloaded as one CSV file through the gateway, once alone and then four
// at a time (autocannon), each beside the same rows read the way a screen reads them (the JSON
// list, 50 a page) in the same run, so the ratio travels from machine to machine. The gateway's
// resident memory is sampled all along: a streamed file should leave it about where it was.
import autocannon from 'autocannon';
import pg from 'pg';
import { gatewayMemory, statusKb } from './gateway-memory.mjs';
import { runningChildren, say } from './infra.mjs';

export const EXPORT_ROWS = 100_000;
/** Pages of the JSON list read for the baseline (50 rows each): enough for a steady rate. */
const LIST_PAGES = 200;
const CONCURRENT = 4;

/** The gateway's process (the bench runs one replica). */
const gatewayPid = () => runningChildren().find((c) => c.name?.startsWith('gateway'))?.pid;

/** The gateway's resident set, in MB, from /proc. */
const gatewayRssMb = () => (statusKb(gatewayPid(), 'VmRSS') ?? 0) / 1024;

/** Samples the gateway's memory every 100 ms while `work` runs; answers its result and the peak. */
async function withPeakRss(work) {
  let peak = gatewayRssMb();
  const timer = setInterval(() => (peak = Math.max(peak, gatewayRssMb())), 100);
  try {
    return { result: await work(), peakMb: peak };
  } finally {
    clearInterval(timer);
  }
}

async function seed(databaseUrl, brand) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO tracking.transactions (brand_id, creator_id, order_id, order_number, line_no, product_name, creator_name, brand_name,
         quantity, currency, amount_total_cents, amount_creator_cents, amount_platform_cents, amount_brand_cents, commission_type,
         commission_value, attributed_by, status, sold_at, clears_at, created_at)
       SELECT $1, gen_random_uuid(), 'bench-' || g, g::text, 1, 'Producto de prueba', 'Creadora Bench', 'Bench Persona', 1, 'ARS',
              100000 + g % 9000, 15000, 15000, 70000 + g % 9000, 'percentage', 15, 'link', 'pending',
              now() - make_interval(secs => g), now() + interval '30 days', now() - make_interval(secs => g)
         FROM generate_series(1, $2::int) g`,
      [brand.brandId, EXPORT_ROWS],
    );
    await db.query('ANALYZE tracking.transactions');
  } finally {
    await db.end();
  }
}

/** One export read to its end: rows, bytes and seconds. */
async function exportOnce(url, token) {
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/exports/transactions`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000 };
}

/** The same rows as a screen reads them: the JSON list, a page of 50 after another. */
async function listPages(url, token) {
  const started = performance.now();
  let rows = 0;
  for (let page = 1; page <= LIST_PAGES; page++) {
    const res = await fetch(`${url}/api/v1/transactions?page=${page}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`list failed: ${res.status}`);
    rows += (await res.json()).items.length;
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}

function concurrentExports(url, token) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/v1/exports/transactions`,
        headers: { authorization: `Bearer ${token}` },
        connections: CONCURRENT,
        amount: CONCURRENT,
        timeout: 300,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

const rate = (rows, seconds) => Math.round(rows / seconds);

const heapMb = (memory) => (memory.heapKb === null ? 'unknown' : `${(memory.heapKb / 1024).toFixed(1)} MB`);

export async function measureExports({ gatewayUrl, databaseUrl, brand, memoryDir }) {
  say(`Exports: ${EXPORT_ROWS.toLocaleString('es-AR')} transactions of one brand, as one CSV file`);
  await seed(databaseUrl, brand);
  const restingMb = gatewayRssMb();
  const before = await gatewayMemory(gatewayPid(), memoryDir, 'exports-before');
  const list = await listPages(gatewayUrl, brand.token);
  const alone = await withPeakRss(() => exportOnce(gatewayUrl, brand.token));
  if (alone.result.rows !== EXPORT_ROWS) throw new Error(`the export held ${alone.result.rows} rows, not ${EXPORT_ROWS}`);
  const together = await withPeakRss(() => concurrentExports(gatewayUrl, brand.token));
  const after = await gatewayMemory(gatewayPid(), memoryDir, 'exports-after');
  const listRate = rate(list.rows, list.seconds);
  const exportRate = rate(alone.result.rows, alone.result.seconds);
  say(`  JSON list (baseline): ${list.rows} rows in ${list.seconds.toFixed(1)} s = ${listRate} rows/s`);
  say(
    `  CSV export, alone: ${alone.result.rows} rows, ${(alone.result.bytes / 1_048_576).toFixed(1)} MB in ${alone.result.seconds.toFixed(1)} s ` +
      `= ${exportRate} rows/s (${(exportRate / listRate).toFixed(1)}× the list's rate)`,
  );
  say(
    `  CSV export, ${CONCURRENT} at once (autocannon): ${together.result.requests.total} files, ${together.result.non2xx} failed, ` +
      `the slowest in ${(together.result.latency.max / 1000).toFixed(1)} s`,
  );
  say(
    `  gateway resident memory: ${restingMb.toFixed(0)} MB at rest, peak ${alone.peakMb.toFixed(0)} MB alone, ${together.peakMb.toFixed(0)} MB with ${CONCURRENT} ` +
      `(each file is ${(alone.result.bytes / 1_048_576).toFixed(0)} MB; a peak is the heap growing with the pages' garbage until it is collected)`,
  );
  say(`  gateway heap after garbage collection: ${heapMb(before)} before the exports, ${heapMb(after)} after (what stays held)`);
}
