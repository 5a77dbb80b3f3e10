import { Agent, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { JsonLogger } from '@afilia/service-kit';

/**
 * One address for everything without the gateway in front of the hot path (npm start, compose):
 * tracking's listener takes the public port, answers its own paths and passes every other
 * request to the gateway, body and answer streamed, the visitor's address appended to
 * X-Forwarded-For (the gateway trusts this one hop). Kubernetes routes by path in its Ingress.
 */
export class EdgeForwarder {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });
  private readonly upstream: URL;

  constructor(
    upstream: string,
    private readonly logger: JsonLogger,
  ) {
    this.upstream = new URL(upstream);
  }

  forward(req: IncomingMessage, res: ServerResponse, clientAddress: string): void {
    const forwardedFor = req.headers['x-forwarded-for'];
    const headers = {
      ...req.headers,
      'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${clientAddress}` : clientAddress,
      'x-forwarded-host': req.headers.host ?? '',
    };
    const upstream = request(
      { host: this.upstream.hostname, port: this.upstream.port, method: req.method, path: req.url, headers, agent: this.agent },
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
  }
}
