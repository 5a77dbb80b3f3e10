// A small HTTP server that records the webhooks it receives and checks their signature: the
// other end of the sandbox's webhooks in tests (the sandbox's own and the catalogue service's).
import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './http.js';
import { sign } from './webhook-emitter.js';

export interface ReceivedWebhook {
  path: string;
  /** Raw body, exactly as received. */
  body: string;
  payload: unknown;
  event: string | null;
  signature: string | null;
  /** The signature is the HMAC-SHA256 (hex) of the raw body keyed with the receiver's secret. */
  verified: boolean;
  /** Status the receiver answered with. */
  status: number;
}

export interface WebhookReceiver {
  url: string;
  /** The receiver's URL with a path, e.g. urlFor('/orders'). */
  urlFor(path: string): string;
  received: ReceivedWebhook[];
  /** Decides the status of each delivery from now on (n counts from 0 again); default 200; 0 never answers. */
  respondWith(status: (hook: Omit<ReceivedWebhook, 'status'>, n: number) => number): void;
  /** Forgets what was received and answers 200 again. */
  reset(): void;
  waitFor(done: (received: ReceivedWebhook[]) => boolean, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function verifySignature(body: string, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(sign(body, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function createWebhookReceiver(options: { secret: string; port?: number }): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let decide: (hook: Omit<ReceivedWebhook, 'status'>, n: number) => number = () => 200;
  let count = 0;
  const server = createServer((req, res) => {
    readBody(req).then(
      (buffer) => {
        const body = buffer.toString('utf8');
        const payload = parseJson(body);
        const header = req.headers['x-linkedstore-hmac-sha256'];
        const signature = (Array.isArray(header) ? header[0] : header) ?? null;
        const event =
          typeof payload === 'object' && payload !== null && typeof (payload as { event?: unknown }).event === 'string'
            ? (payload as { event: string }).event
            : null;
        const hook = { path: req.url ?? '/', body, payload, event, signature, verified: verifySignature(body, signature, options.secret) };
        const status = decide(hook, count++);
        received.push({ ...hook, status });
        if (status === 0) return; // never answer: the sender times out
        res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    urlFor: (path) => `${url}${path.startsWith('/') ? path : `/${path}`}`,
    received,
    respondWith(status) {
      decide = status;
      count = 0;
    },
    reset() {
      received.length = 0;
      decide = () => 200;
      count = 0;
    },
    async waitFor(done, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (!done(received)) {
        if (Date.now() > until) throw new Error(`waitFor: not satisfied after ${timeoutMs} ms (${received.length} received)`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
