import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, type ServiceName } from '@afilia/contracts';
import { connectNats } from '../jetstream.js';
import { requestService } from '../request.js';
import { testBusAccess, testNatsEnv } from './private-nats.js';
import { serviceDatabaseUrl } from './service-databases.js';
import { testCaller, testCallerKeys } from './test-callers.js';
import { waitFor } from './wait-for.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** What a part of the platform is started with in a test run: its database role, NATS user and signing key. */
export async function testPartEnv(name: ServiceName | 'gateway'): Promise<NodeJS.ProcessEnv> {
  return {
    ...testNatsEnv(name),
    SIGNING_KEY: testCallerKeys()[name]?.privateKey ?? '',
    DATABASE_URL: name === 'gateway' ? '' : await serviceDatabaseUrl(name),
  };
}

/**
 * Built parts of the platform as child processes on the run's database and NATS, each as itself:
 * the real services another service's tests talk to (never mocks), or a whole platform.
 */
export class PartProcesses {
  private readonly children = new Map<string, ChildProcess>();

  /** `logDir`: every line each part writes goes to `<logDir>/<part>.log`, for the test to read; else only warnings and errors, to the test's output. */
  constructor(
    private readonly env: NodeJS.ProcessEnv = process.env,
    private readonly logDir?: string,
  ) {}

  /** `own`: settings of this part only (a port of its own). */
  async start(name: ServiceName | 'gateway', own: NodeJS.ProcessEnv = {}): Promise<void> {
    const main = name === 'gateway' ? 'gateway' : `services/${name}`;
    const log = this.logDir ? openSync(join(this.logDir, `${name}.log`), 'a') : null;
    this.children.set(
      name,
      spawn(process.execPath, [`${ROOT}${main}/dist/main.js`], {
        env: { ...this.env, ...(await testPartEnv(name)), ...own },
        stdio: log === null ? ['ignore', 'ignore', 'inherit'] : ['ignore', log, log],
      }),
    );
  }

  /** Starts the services and waits until each answers its health check. */
  async startServices(names: readonly ServiceName[]): Promise<void> {
    for (const name of names) await this.start(name);
    const nc = await connectNats(testBusAccess(), 'part-processes');
    try {
      for (const name of names)
        await waitFor(
          async () => {
            const reply = await requestService(nc, SERVICES[name].requests.health, {}, null, {
              caller: testCaller('gateway'),
              timeoutMs: 1000,
            });
            return reply.ok && reply.value.ok ? true : undefined;
          },
          { timeoutMs: 30_000, what: `${name} healthy` },
        );
    } finally {
      await nc.drain();
    }
  }

  async stop(name: string): Promise<void> {
    const child = this.children.get(name);
    this.children.delete(name);
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.children.keys()].map((name) => this.stop(name)));
  }
}
