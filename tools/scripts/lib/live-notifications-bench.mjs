// The live notifications' part of `npm run bench`: what the gateway pays to hold many open
// server-sent-event streams (memory per connection), and how long a new notification takes to
// reach the browsers it is for (latency at the clients). Clients live in the bench process, on
// 127.0.0.1; everything is bounded in count and time.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { jetstream } from '@nats-io/jetstream';
import { NotificationsEvents } from '@afilia/contracts';
import { connectNats } from '@afilia/service-kit';
import { canReadCpuTime, cpuSnapshot, cpuUsedByName } from './cpu-time.mjs';
import { gatewayMemory } from './gateway-memory.mjs';
import { runningChildren, say } from './infra.mjs';

/** Notifications made the whole way, from a campaign created through the API. */
const REAL_PATH_EVENTS = 20;
/** Streams opened at once: well under the listen backlog of the gateway's socket. */
const OPEN_BATCH = 100;
const OPEN_TIMEOUT_MS = 10_000;
const EVENT_TIMEOUT_MS = 5_000;
const REAL_PATH_TIMEOUT_MS = 15_000;
const PUBLISH_DEADLINE_MS = 60_000;
/** How long the streams are held with nothing published, for the CPU that costs. */
const IDLE_SECONDS = 5;

/** Sorted-sample percentile (nearest rank). */
function percentile(values, q) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;
const mb = (kb) => `${(kb / 1024).toFixed(1).padStart(6)} MB`;

function memoryLine(name, memory, base, connections) {
  let line = `${name.padEnd(36)} RSS ${memory.rssKb === null ? '     ?' : mb(memory.rssKb)}`;
  if (memory.heapKb !== null) line += `  heap ${mb(memory.heapKb)}`;
  if (base && connections) {
    const each = (after, before) => `${((after - before) / connections).toFixed(1)} KB`;
    line += `   per connection: RSS ${memory.rssKb !== null && base.rssKb !== null ? each(memory.rssKb, base.rssKb) : '?'}`;
    if (memory.heapKb !== null && base.heapKb !== null) line += `, heap ${each(memory.heapKb, base.heapKb)}`;
  }
  console.log(line);
}

/**
 * Where each notification arrived: its receipt times by key (the notification's id, and its
 * relatedId), and who waits for a key to reach every listener.
 */
class Arrivals {
  times = new Map();
  waiters = new Map();
  /** Notifications that reached a connection they were not for. */
  misdelivered = 0;

  constructor(expected) {
    this.expected = expected;
  }

  record(key, at) {
    const times = this.times.get(key) ?? [];
    times.push(at);
    this.times.set(key, times);
    if (times.length >= this.expected) this.waiters.get(key)?.();
  }

  /** Resolves with the receipt times once every listener has the key, or whatever came within `timeoutMs`. */
  wait(key, timeoutMs) {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(key);
        resolve(this.times.get(key) ?? []);
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.set(key, done);
      if ((this.times.get(key)?.length ?? 0) >= this.expected) done();
    });
  }
}

/**
 * Opens one stream as the holder of `token`, the way the shell's `api.stream` does (bearer
 * token, since EventSource cannot send one); resolves once the gateway has written its first
 * line. `onNotification(n, at)` gets each notification with the time its bytes arrived.
 */
function openStream(url, token, onNotification, onDropped) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/api/v1/notifications/stream`, {
      agent: false,
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    request.setTimeout(OPEN_TIMEOUT_MS, () => request.destroy(new Error('the stream did not open in time')));
    // After the stream opened, an error only ends it (counted when it was not ours to close).
    request.on('error', reject);
    request.once('response', (response) => {
      response.on('error', () => undefined);
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let open = false;
      let closing = false;
      response.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        if (!open) {
          open = true;
          request.setTimeout(0);
          resolve({
            close() {
              closing = true;
              request.destroy();
            },
          });
        }
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: notification')) continue;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) onNotification(JSON.parse(data), at);
        }
      });
      response.once('close', () => {
        if (!closing) onDropped();
      });
    });
    request.end();
  });
}

/** Signs a person up through the API: their token, and their brand's id when they have one. */
async function signUp(url, role, name) {
  const res = await fetch(`${url}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `bench.${role}.${Date.now()}@example.com`, password: 'Bench1234', role }),
  });
  if (!res.ok) throw new Error(`bench sign-up (${role}) failed: ${res.status} ${await res.text()}`);
  const session = await res.json();
  return { token: session.accessToken, brandId: session.user.brands?.[0]?.id ?? null };
}

const cpuProcesses = () => [...runningChildren(), { name: 'clients (bench)', pid: process.pid }];

/** CPU milliseconds a second each process spends while nothing is published (heartbeats, health checks). */
async function idleCpu(seconds) {
  if (!canReadCpuTime) return null;
  const before = cpuSnapshot(cpuProcesses());
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return Object.fromEntries(Object.entries(cpuUsedByName(before, cpuSnapshot(cpuProcesses()))).map(([name, ms]) => [name, ms / seconds]));
}

/**
 * CPU each process spent per event while `work` ran, beyond what it spends idle over the same
 * time (`idle`, milliseconds a second): the platform's children and this process (the clients).
 */
async function cpuPerEvent(work, idle) {
  if (!idle) return { result: await work(), line: null };
  const before = cpuSnapshot(cpuProcesses());
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const used = Object.entries(cpuUsedByName(before, cpuSnapshot(cpuProcesses())))
    .map(([name, cpu]) => [name, ((cpu - (idle[name] ?? 0) * seconds) * 1000) / Math.max(1, result.events)])
    .filter(([, us]) => us >= 1)
    .sort((a, b) => b[1] - a[1]);
  return { result, line: `    CPU per event, beyond idle: ${used.map(([name, us]) => `${name} ${us.toFixed(0)} µs`).join(', ')}` };
}

/** Publishes notification-created events for `audienceId` one after another, each once every listener had the previous one. */
async function publishEvents(js, audienceId, arrivals, count) {
  const delivery = [];
  const lastListener = [];
  const acks = [];
  let missed = 0;
  let events = 0;
  const deadline = Date.now() + PUBLISH_DEADLINE_MS;
  for (let i = 0; i < count && Date.now() < deadline; i++) {
    const now = new Date().toISOString();
    const notificationId = randomUUID();
    const payload = NotificationsEvents.notificationCreated.payload.parse({
      eventId: randomUUID(),
      occurredAt: now,
      notificationId,
      audience: 'brand',
      audienceId,
      type: 'campaign_created',
      title: 'Campaña creada',
      message: `Tu campaña "Medición ${i + 1}" ya está activa y visible para los creadores.`,
      link: null,
      relatedId: null,
      createdAt: now,
    });
    const arrived = arrivals.wait(notificationId, EVENT_TIMEOUT_MS);
    const sent = performance.now();
    await js.publish(NotificationsEvents.notificationCreated.subject, JSON.stringify(payload), { msgID: payload.eventId });
    acks.push(performance.now() - sent);
    const times = await arrived;
    events += 1;
    missed += arrivals.expected - times.length;
    for (const at of times) delivery.push(at - sent);
    if (times.length) lastListener.push(Math.max(...times) - sent);
  }
  return { events, delivery, lastListener, acks, missed };
}

/** Campaigns created through the API, each announced to its brand by the notifications service. */
async function campaignsCreated(url, brand, arrivals) {
  const latencies = [];
  const answers = [];
  let missed = 0;
  let events = 0;
  for (let i = 0; i < REAL_PATH_EVENTS; i++) {
    const sent = performance.now();
    const res = await fetch(`${url}/api/v1/campaigns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${brand.token}` },
      body: JSON.stringify({ campaignType: 'standard', name: `Medición en vivo ${i + 1}`, productIds: [brand.productId] }),
    });
    if (res.status !== 201) throw new Error(`bench campaign failed: ${res.status} ${await res.text()}`);
    answers.push(performance.now() - sent);
    const { id } = await res.json();
    const times = await arrivals.wait(`related:${id}`, REAL_PATH_TIMEOUT_MS);
    events += 1;
    missed += arrivals.expected - times.length;
    for (const at of times) latencies.push(at - sent);
  }
  return { events, latencies, answers, missed };
}

/**
 * `connections` open streams on one gateway (2,000 by default): its memory before and after,
 * then the latency of `events` published to the audience of `listeners` of them (the rest
 * belong to another brand and to a creator, so the gateway sorts every event across all of
 * them). Events are published as the notifications service publishes them (its NATS user,
 * its stream, as its outbox relay does), then made for real from campaigns created through the
 * API. Each stream's client is in this process.
 * @param {{ url: string, natsUrl: string, notificationsSeed: string, brand: { token: string, brandId: string, productId: string },
 *   connections: number, listeners: number, events: number, memoryDir?: string }} options
 */
export async function measureLiveNotifications({ url, natsUrl, notificationsSeed, brand, connections, listeners, events, memoryDir }) {
  const gateway = runningChildren().find((c) => c.name === 'gateway');
  if (!gateway) throw new Error('the gateway is not running');
  say(
    `Live notifications: ${connections} server-sent-event streams held by one gateway (${listeners} of them for the audience ` +
      `published to), ${events} events published to JetStream, then ${REAL_PATH_EVENTS} made by the services; clients on 127.0.0.1`,
  );
  // Tokens are reused: each stream is one connection for the same person, as several tabs would be.
  const others = [await signUp(url, 'brand', 'Bench Otra Marca'), await signUp(url, 'creator', 'Bench Creadora')];
  const arrivals = new Arrivals(listeners);
  let dropped = 0;
  const onDropped = () => (dropped += 1);
  const listen = (n, at) => {
    arrivals.record(n.id, at);
    if (n.relatedId) arrivals.record(`related:${n.relatedId}`, at);
  };
  const elsewhere = () => (arrivals.misdelivered += 1);

  const before = await gatewayMemory(gateway.pid, memoryDir, 'before');
  memoryLine('gateway, no streams', before);
  const streams = [];
  const started = performance.now();
  try {
    for (let opened = 0; opened < connections; opened += OPEN_BATCH) {
      const batch = [];
      for (let i = opened; i < Math.min(connections, opened + OPEN_BATCH); i++) {
        const mine = i < listeners;
        const token = mine ? brand.token : others[i % others.length].token;
        batch.push(openStream(url, token, mine ? listen : elsewhere, onDropped));
      }
      // Those that opened are closed below even when another of the batch failed.
      const settled = await Promise.allSettled(batch);
      for (const result of settled) if (result.status === 'fulfilled') streams.push(result.value);
      const failed = settled.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    const openMs = performance.now() - started;
    // Let the sockets' buffers and the gateway's bookkeeping settle before reading memory.
    await new Promise((r) => setTimeout(r, 1000));
    const open = await gatewayMemory(gateway.pid, memoryDir, 'open');
    memoryLine(`gateway, ${streams.length} streams`, open, before, streams.length);
    console.log(`${'opening them'.padEnd(36)} ${(openMs / 1000).toFixed(1)} s, ${OPEN_BATCH} at a time`);

    const nc = await connectNats({ url: natsUrl, identity: 'notifications', seed: notificationsSeed }, 'bench');
    try {
      const idle = await idleCpu(IDLE_SECONDS);
      if (idle)
        console.log(
          `${'holding them, idle'.padEnd(36)} CPU a second: ${Object.entries(idle)
            .filter(([, cpu]) => cpu >= 1)
            .sort((a, b) => b[1] - a[1])
            .map(([name, cpu]) => `${name} ${cpu.toFixed(0)} ms`)
            .join(', ')}`,
        );
      const direct = await cpuPerEvent(() => publishEvents(jetstream(nc), brand.brandId, arrivals, events), idle);
      const d = direct.result;
      console.log(
        `${'event published → stream client'.padEnd(36)} p50 ${ms(percentile(d.delivery, 0.5))}  p99 ${ms(percentile(d.delivery, 0.99))}` +
          `   last listener p50 ${ms(percentile(d.lastListener, 0.5))}  p99 ${ms(percentile(d.lastListener, 0.99))}` +
          `   (${d.events} events × ${listeners} listeners, missed ${d.missed})`,
      );
      console.log(
        `${'    JetStream publish ack (baseline)'.padEnd(36)} p50 ${ms(percentile(d.acks, 0.5))}  p99 ${ms(percentile(d.acks, 0.99))}`,
      );
      if (direct.line) console.log(direct.line);
    } finally {
      await nc.drain();
    }

    const real = await campaignsCreated(url, brand, arrivals);
    console.log(
      `${'campaign created → stream client'.padEnd(36)} p50 ${ms(percentile(real.latencies, 0.5))}  p99 ${ms(percentile(real.latencies, 0.99))}` +
        `   the POST answered in p50 ${ms(percentile(real.answers, 0.5))}   (${real.events} campaigns × ${listeners} listeners, missed ${real.missed})`,
    );
    console.log(
      `${'other audiences'.padEnd(36)} ${arrivals.misdelivered} notifications reached streams they were not for; ${dropped} streams dropped`,
    );
  } finally {
    for (const stream of streams) stream.close();
  }
  await new Promise((r) => setTimeout(r, 1000));
  memoryLine('gateway, streams closed', await gatewayMemory(gateway.pid, memoryDir, 'closed'), before);
}
