// The merchant's end of the notifications in the specs: a small server that records what it
// receives and answers the statuses a test scripts.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { readBody } from '../http.js';

export interface Received {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

export interface Receiver {
  url: string;
  urlFor(path: string): string;
  received: Received[];
  /** The status of the n-th request from now on (n counts from 0); default 200. */
  respondWith(status: (n: number) => number): void;
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function createReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let decide: (n: number) => number = () => 200;
  let count = 0;
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const status = decide(count++);
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, status });
      res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    urlFor: (path) => `${url}${path}`,
    received,
    respondWith(status) {
      decide = status;
      count = 0;
    },
    async waitFor(n, timeoutMs = 3000) {
      const started = Date.now();
      for (;;) {
        if (received.length >= n) return received;
        if (Date.now() - started > timeoutMs) throw new Error(`expected ${n} notifications, received ${received.length}`);
        await delay(10);
      }
    },
    async close() {
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
