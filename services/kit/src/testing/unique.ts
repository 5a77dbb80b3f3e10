import net from 'node:net';

let counter = 0;
/** A unique, valid e-mail per call, so tests never collide on the unique index of a shared database. */
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** Ports this process has handed out: the kernel may offer a closed one again, which another part may be about to bind. */
const handedOut = new Set<number>();

/** A TCP port nobody listens on right now, on 127.0.0.1, never the same twice in one process. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}
