import { Agent, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { EDGE_REQUESTS_PER_ADDRESS, EDGE_TOO_MANY_CONNECTIONS } from '@afilia/contracts';
import type { JsonLogger } from '@afilia/service-kit';

/**
 * One address for everything without the gateway in front of the hot path (npm start, compose):
 * tracking's listener takes the public port, answers its own paths and passes every other
 * request to the gateway, body and answer streamed, the visitor's address appended to
 * X-Forwarded-For (the gateway trusts this one hop). Kubernetes routes by path in its Ingress.
 */
export class EdgeForwarder {
  /** Requests that answer and end share a bounded pool of kept-alive sockets. */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });
  /**
   * Live streams (text/event-stream) stay open for minutes: each gets a socket of its own, never
   * one of the pool, so open streams cannot starve every other request (the gateway bounds them
   * per person and per replica).
   */
  private readonly streams = new Agent({ keepAlive: false });
  private readonly upstream: URL;
  /** Requests in flight per client address. */
  private readonly inFlight = new Map<string, number>();

  constructor(
    upstream: string,
    private readonly logger: JsonLogger,
    private readonly maxInFlightPerAddress = EDGE_REQUESTS_PER_ADDRESS,
  ) {
    this.upstream = new URL(upstream);
  }

  forward(req: IncomingMessage, res: ServerResponse, clientAddress: string): void {
    const open = this.inFlight.get(clientAddress) ?? 0;
    if (open >= this.maxInFlightPerAddress) {
      res.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
      res.end(EDGE_TOO_MANY_CONNECTIONS);
      return;
    }
    this.inFlight.set(clientAddress, open + 1);
    res.once('close', () => {
      const left = (this.inFlight.get(clientAddress) ?? 1) - 1;
      if (left > 0) this.inFlight.set(clientAddress, left);
      else this.inFlight.delete(clientAddress);
    });
    const forwardedFor = req.headers['x-forwarded-for'];
    const headers = {
      ...req.headers,
      'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${clientAddress}` : clientAddress,
      'x-forwarded-host': req.headers.host ?? '',
    };
    const upstream = request(
      {
        host: this.upstream.hostname,
        port: this.upstream.port,
        method: req.method,
        path: req.url,
        headers,
        agent: isLiveStream(req) ? this.streams : this.agent,
      },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      // Ended below because the browser left: nothing failed.
      if (res.destroyed && !res.writableFinished) return;
      this.logger.warn('edge.upstream-failed', { path: req.url?.split('?')[0], error: String(error) });
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('El servicio no está disponible. Probá de nuevo en unos segundos.');
    });
    // A browser that leaves (a closed live stream) ends the request upstream too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  close(): void {
    this.agent.destroy();
    this.streams.destroy();
  }
}

/** Whether the request asks for a live stream (the bell's server-sent events). */
function isLiveStream(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/event-stream') || (req.url ?? '').startsWith('/api/v1/notifications/stream');
}
