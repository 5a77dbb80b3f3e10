import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { busPublicKeyOf } from '../bus-access.js';
import { platformNatsUsers, renderNatsServerConfig } from '../nats-server-config.js';
import { portAnswers, TEST_INSPECTOR, testBusAccess } from './private-nats.js';
import { freePort } from './unique.js';
import { waitFor } from './wait-for.js';

/**
 * A nats-server a test may stop and start again (a bus outage), always on the same port and
 * JetStream store, so streams, consumers and their positions survive the restart.
 */
export interface RestartableNats {
  /** Where it listens, the same after every restart: give it to the parts as NATS_URL. */
  readonly url: string;
  readonly running: boolean;
  /** Stops the server as a clean shutdown does (SIGTERM) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port and store, and waits until it answers. */
  start(): Promise<void>;
  /** Stops it for good and removes its store. */
  close(): Promise<void>;
}

/**
 * A second nats-server beside the run's private one (private-nats.ts), for the tests that take
 * the bus away: configured with the same users, keys and permissions, so a part connects to it
 * with its testNatsEnv() and only NATS_URL changed. The run's own server is never stopped.
 */
export async function startRestartableNats(): Promise<RestartableNats> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'afilia-test-nats-restartable-'));
  const inspector = { publish: ['>'], publishDeny: [], subscribe: ['>'], allowResponses: true };
  const configFile = join(dir, 'nats.conf');
  writeFileSync(
    configFile,
    renderNatsServerConfig({
      listen: `127.0.0.1:${port}`,
      storeDir: join(dir, 'jetstream'),
      users: [
        ...platformNatsUsers((identity) => busPublicKeyOf(testBusAccess(identity).seed)),
        { nkey: busPublicKeyOf(testBusAccess(TEST_INSPECTOR).seed), permissions: inspector },
      ],
    }),
  );

  let child: ChildProcess | null = null;
  // Should the test process end without close(), the server does not outlive it.
  const killOnExit = () => child?.kill('SIGKILL');

  const server: RestartableNats = {
    url: `nats://127.0.0.1:${port}`,
    get running() {
      return child !== null;
    },
    async start() {
      if (child) return;
      if (await portAnswers(port)) throw new Error(`port ${port} of the restartable nats-server is taken`);
      child = spawn('nats-server', ['-c', configFile], { stdio: 'ignore' });
      process.once('exit', killOnExit);
      const started = child;
      await waitFor(
        async () => {
          if (started.exitCode !== null) throw new Error(`nats-server exited with ${started.exitCode}`);
          return (await portAnswers(port)) || undefined;
        },
        { timeoutMs: 20_000, what: 'the restartable nats-server to answer' },
      );
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      process.off('exit', killOnExit);
      if (running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        // A clean stop takes well under a second; one that hangs is ended rather than waited on.
        const hung = setTimeout(() => running.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(hung);
      }
    },
    async close() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
