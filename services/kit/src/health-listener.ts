import { createServer, type Server } from 'node:http';
import type { INestMicroservice } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { loadEnv } from './env.js';
import { serveMetrics } from './metrics.js';

export const healthListenerEnvSchema = z.object({
  /** Port of the process's own /live, /ready (Kubernetes and compose probes) and /metrics (Prometheus); none when unset. */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

const DATABASE_TIMEOUT_MS = 2000;

/**
 * Probes that speak for this process. A service answers requests only over NATS in a queue
 * group, so a `<service>.health.check` sent from a probe could be answered by another replica;
 * this small HTTP listener reports on the process it runs in:
 * - `/live`: 200 unless the NATS transport connection is closed for good (it then never
 *   recovers, so the orchestrator restarts the process). A reconnecting one is still alive.
 * - `/ready`: 200 when the transport is connected and the service's Postgres answers.
 * - `/metrics`: this process's figures in Prometheus's text format (metrics.ts).
 * Started by `startService` when HEALTH_PORT is set; the socket is unref'd so it never holds
 * the process open after the service closes.
 */
export async function startHealthListener(app: INestMicroservice, source: NodeJS.ProcessEnv = process.env): Promise<Server | null> {
  const { HEALTH_PORT } = loadEnv(healthListenerEnvSchema, source);
  if (HEALTH_PORT === undefined) return null;

  const transport = app.unwrap<NatsConnection>();
  const dataSource = app.get(DataSource, { strict: false });
  let status = 'connected';
  app.status.subscribe((next) => (status = next));

  const databaseAnswers = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS)));
    const query = dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const server = createServer((req, res) => {
    const answer = (ok: boolean, body: Record<string, boolean>) => {
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return void res.writeHead(405).end();
    if (req.url === '/live') return answer(!transport.isClosed(), { nats: !transport.isClosed() });
    if (req.url === '/metrics') return serveMetrics(res);
    if (req.url === '/ready') {
      const nats = status === 'connected' && !transport.isClosed();
      void databaseAnswers().then((database) => answer(nats && database, { nats, database }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(HEALTH_PORT, '0.0.0.0', () => resolve());
  });
  server.unref();
  return server;
}
