import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort, waitFor } from '@afilia/service-kit/testing';

/**
 * A Redis of the test's own (Debian's redis-server on a free loopback port, nothing kept on
 * disk), as the gateway replicas of a deploy share one: the machine's own, if any, is never
 * touched.
 */
export async function startPrivateRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const server: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const answers = () =>
    new Promise<true | undefined>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(undefined));
    });
  await waitFor(answers, { timeoutMs: 10_000, what: 'a private redis-server' });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
