import { createServer, type Server, type ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What operators see of each process (issue 17 §3), in Prometheus's text format through
 * prom-client: the Node runtime's own figures (event-loop delay, heap, GC, CPU), and the
 * platform's. One registry per process; the gateway serves it on its METRICS_PORT, a service on
 * its HEALTH_PORT, never on a public address. Labels are bounded: subjects and route templates,
 * never ids.
 */
export const metricsRegistry = new Registry();
let defaultsOn = false;

/** Names the process in every series and turns the runtime's figures on; once per process. */
export function startMetrics(part: string): void {
  if (defaultsOn) return;
  defaultsOn = true;
  metricsRegistry.setDefaultLabels({ part });
  // Event-loop delay is sampled every 10 ms (prom-client's monitorEventLoopDelay).
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 10 });
}

const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Requests a service answered over NATS, by subject and outcome (`ok` or the error catalogue's code). */
export const busRequests = new Counter({
  name: 'afilia_bus_requests_total',
  help: 'Requests answered over NATS, by subject and outcome',
  labelNames: ['subject', 'outcome'] as const,
  registers: [metricsRegistry],
});
export const busRequestSeconds = new Histogram({
  name: 'afilia_bus_request_duration_seconds',
  help: 'Time to answer a request over NATS, by subject',
  labelNames: ['subject'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

/** HTTP answers of the gateway and of tracking's redirect listener, by route template and status. */
export const httpRequests = new Counter({
  name: 'afilia_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});
export const httpRequestSeconds = new Histogram({
  name: 'afilia_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route template',
  labelNames: ['method', 'route'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

/** Clicks of the tracking links: published to JetStream, spooled on disk while it is away, or refused; a bot's apart (never billed). */
export const clicks = new Counter({
  name: 'afilia_clicks_total',
  help: 'Clicks recorded by the redirect listener, by route, outcome and whether a bot made it',
  labelNames: ['via', 'outcome', 'bot'] as const,
  registers: [metricsRegistry],
});

/** Events a consumer finished (`handled`, `duplicate`), sent back (`retried`) or dropped (`poison`); `redelivered` counts deliveries after the first. */
export const eventsConsumed = new Counter({
  name: 'afilia_events_consumed_total',
  help: 'Events consumed from JetStream, by consumer and outcome',
  labelNames: ['consumer', 'outcome'] as const,
  registers: [metricsRegistry],
});
export const eventRedeliveries = new Counter({
  name: 'afilia_event_redeliveries_total',
  help: 'Deliveries of an event after its first, by consumer',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});

/**
 * A figure read when Prometheus scrapes (the outbox's backlog, a consumer's pending messages):
 * `read` answers its current values by label. A read that fails leaves the last values.
 */
export function scrapedGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => Promise<{ labels: Record<L, string>; value: number }[]>,
): Gauge<L> {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      try {
        const values = await read();
        this.reset();
        for (const { labels, value } of values) this.set(labels, value);
      } catch {
        // The database or NATS is down: the last values stand, and the health probes say why.
      }
    },
  });
}

type Reader<T> = () => Promise<T>;
const outboxes = new Map<string, Reader<number>>();
const consumers = new Map<string, Reader<{ pending: number; ackPending: number }>>();

/** Events written with their rows and not yet on the stream, by service: a relay that stopped shows here first. */
scrapedGauge('afilia_outbox_backlog', 'Events in the outbox not yet published, by service', ['service'], async () =>
  Promise.all([...outboxes].map(async ([service, read]) => ({ labels: { service }, value: await read() }))),
);
/** A durable consumer's lag: messages not yet delivered, and delivered but not yet acknowledged. */
scrapedGauge('afilia_consumer_pending', 'Messages of a JetStream consumer not yet delivered', ['consumer'], async () =>
  Promise.all([...consumers].map(async ([consumer, read]) => ({ labels: { consumer }, value: (await read()).pending }))),
);
scrapedGauge('afilia_consumer_ack_pending', 'Messages of a JetStream consumer delivered and not yet acknowledged', ['consumer'], async () =>
  Promise.all([...consumers].map(async ([consumer, read]) => ({ labels: { consumer }, value: (await read()).ackPending }))),
);

/** The outbox of `service` is read at each scrape until the returned function is called. */
export function watchOutbox(service: string, read: Reader<number>): () => void {
  outboxes.set(service, read);
  return () => void outboxes.delete(service);
}

/** A durable consumer's lag is read at each scrape until the returned function is called. */
export function watchConsumer(consumer: string, read: Reader<{ pending: number; ackPending: number }>): () => void {
  consumers.set(consumer, read);
  return () => void consumers.delete(consumer);
}

/** The Prometheus text of every series of this process. */
export function metricsText(): Promise<string> {
  return metricsRegistry.metrics();
}

/** Answers a scrape with this process's figures: the one way both listeners serve /metrics. */
export function serveMetrics(res: ServerResponse): void {
  void metricsText().then((text) => {
    res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
    res.end(text);
  });
}

/**
 * The gateway's own scrape address (METRICS_PORT), apart from the public one; a service serves
 * /metrics on its HEALTH_PORT instead (health-listener.ts). Unref'd, like the probes.
 */
export async function startMetricsListener(port: number, host = '0.0.0.0'): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
    serveMetrics(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.unref();
  return server;
}
