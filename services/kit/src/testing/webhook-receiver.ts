import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS } from '@afilia/contracts';
import { waitFor } from './wait-for.js';

/** One request a brand's server received. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A brand's webhook server on 127.0.0.1, for the tests (allow-listed in WEBHOOK_ALLOW_ORIGINS):
 * it keeps what arrives and answers the statuses a test queues (then 200). `verifies` is what a
 * brand's code does with the secret, written apart from the platform's signer: the documented
 * recipe, so a change of the signer that breaks receivers fails here.
 */
export class WebhookReceiver {
  origin = '';
  received: ReceivedWebhook[] = [];
  /** Statuses the next requests get, in turn. */
  answers: number[] = [];
  private server?: Server;

  /** Listens on 127.0.0.1, on `port` when the platform was told that origin beforehand, else on a free one. */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        this.received.push({ path: req.url ?? '', headers: req.headers, body });
        res.writeHead(this.answers.shift() ?? 200, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (this.server) await new Promise((resolve) => this.server!.close(resolve));
  }

  /** What arrived at a path so far. */
  at(path: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Waits until `count` requests arrived at `path`; answers them. */
  arrivals(path: string, count: number): Promise<ReceivedWebhook[]> {
    return waitFor(async () => {
      const mine = this.at(path);
      return mine.length >= count ? mine : undefined;
    });
  }

  /** Whether a delivery is signed with this secret: HMAC-SHA256 of `{timestamp}.{body}`, hex, after `v1=`. */
  static verifies(secret: string, delivery: ReceivedWebhook): boolean {
    const timestamp = String(delivery.headers[WEBHOOK_HEADERS.timestamp]);
    const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
    return delivery.headers[WEBHOOK_HEADERS.signature] === expected;
  }
}
