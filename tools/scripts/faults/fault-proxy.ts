import net from 'node:net';

/**
 * A TCP proxy that injects faults between a part and Postgres (reliability notes T6): an outage
 * (every open connection cut, new ones refused) and slowness (every chunk held back in both
 * directions). Toxiproxy does the same; this one needs nothing installed.
 */
export class FaultProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private refusing = false;
  private delayMs = 0;
  port = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Cuts every open connection and refuses new ones for `ms`. */
  async outage(ms: number): Promise<void> {
    this.refusing = true;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((r) => setTimeout(r, ms));
    this.refusing = false;
  }

  /** Holds every chunk back `ms` (0: none) until told otherwise. */
  slow(ms: number): void {
    this.delayMs = ms;
  }

  private accept(client: net.Socket): void {
    if (this.refusing) return void client.destroy();
    const upstream = net.connect(this.upstream);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    this.pipe(client, upstream);
    this.pipe(upstream, client);
  }

  /**
   * Passes `from`'s bytes to `to` in order, each chunk `delayMs` after it arrived (as a slow
   * network does: chunks in flight together are late together, not one after another).
   */
  private pipe(from: net.Socket, to: net.Socket): void {
    let last = Promise.resolve();
    from.on('data', (chunk) => {
      const due = Date.now() + this.delayMs;
      last = last.then(async () => {
        const wait = due - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (!to.destroyed) to.write(chunk);
      });
    });
  }
}
