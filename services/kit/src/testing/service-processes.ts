import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, type ServiceName } from '@afilia/contracts';
import { requestService } from '../request.js';
import { connectTestNats } from './connections.js';
import { testBusAccess, testNatsEnv } from './private-nats.js';
import { serviceDatabaseUrl } from './service-databases.js';
import { testCaller, testCallerKeys } from './test-callers.js';
import { busyFactor, machineLoad } from '../machine-load.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * How long a boot may take before it fails: generous, because a busy two-core machine starting
 * six Node processes at once is slow, and a boot that is merely slow should pass. A part that
 * exits fails the boot at once, and progress is printed while it waits, so the limit is only
 * reached by a part that hangs.
 */
const BOOT_LIMIT_MS = 120_000; // × busyFactor(), at most 6: below BOOT_HOOK_TIMEOUT_MS
/** How often a boot still waiting says on what. */
const PROGRESS_EVERY_MS = 15_000;
/** How many of its last lines a part that did not come up shows. */
const TAIL_LINES = 30;

/** What a part of the platform is started with in a test run: its database role, NATS user and signing key. */
export async function testPartEnv(name: ServiceName | 'gateway'): Promise<NodeJS.ProcessEnv> {
  return {
    ...testNatsEnv(name),
    SIGNING_KEY: testCallerKeys()[name]?.privateKey ?? '',
    DATABASE_URL: name === 'gateway' ? '' : await serviceDatabaseUrl(name),
  };
}

/** A started part: its process, and where its last lines can be read. */
interface Part {
  child: ChildProcess;
  /** Its log file (with `logDir`), else its last stderr lines kept in memory. */
  logFile?: string;
  stderrTail: string[];
}

/**
 * Built parts of the platform as child processes on the run's database and NATS, each as itself:
 * the real services another service's tests talk to (never mocks), or a whole platform.
 */
export class PartProcesses {
  private readonly parts = new Map<string, Part>();

  /** `logDir`: every line each part writes goes to `<logDir>/<part>.log`, for the test to read; else only warnings and errors, to the test's output. */
  constructor(
    private readonly env: NodeJS.ProcessEnv = process.env,
    private readonly logDir?: string,
  ) {}

  /** `own`: settings of this part only (a port of its own). Returns at once; `waitUntilReady` waits. */
  async start(name: ServiceName | 'gateway', own: NodeJS.ProcessEnv = {}): Promise<void> {
    const main = name === 'gateway' ? 'gateway' : `services/${name}`;
    const logFile = this.logDir ? join(this.logDir, `${name}.log`) : undefined;
    const log = logFile ? openSync(logFile, 'a') : null;
    const child = spawn(process.execPath, [`${ROOT}${main}/dist/main.js`], {
      env: { ...this.env, ...(await testPartEnv(name)), ...own },
      stdio: log === null ? ['ignore', 'ignore', 'pipe'] : ['ignore', log, log],
    });
    const part: Part = { child, logFile, stderrTail: [] };
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      part.stderrTail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      part.stderrTail.splice(0, Math.max(0, part.stderrTail.length - TAIL_LINES));
    });
    this.parts.set(name, part);
  }

  /**
   * Waits until every named part's `ready` check answers true. Fails at once, with its last lines,
   * when one of them exits; says every 15 s which are still starting; and after the limit (scaled
   * by how busy the machine is) fails naming those that did not come up, with their last lines.
   */
  async waitUntilReady(checks: Record<string, () => Promise<boolean>>): Promise<void> {
    const started = Date.now();
    const limitMs = BOOT_LIMIT_MS * busyFactor();
    let nextProgress = started + PROGRESS_EVERY_MS;
    const waiting = new Set(Object.keys(checks));
    while (waiting.size > 0) {
      for (const name of [...waiting]) {
        const part = this.parts.get(name);
        if (part && (part.child.exitCode !== null || part.child.signalCode !== null))
          throw new Error(`${name} terminó al arrancar (${part.child.signalCode ?? part.child.exitCode}):\n${this.tailOf(name)}`);
        if (await checks[name]!().catch(() => false)) waiting.delete(name);
      }
      if (waiting.size === 0) return;
      const now = Date.now();
      if (now - started > limitMs)
        throw new Error(
          `No arrancaron en ${Math.round(limitMs / 1000)} s (${machineLoad()}): ${[...waiting].join(', ')}\n` +
            [...waiting].map((name) => `--- ${name}\n${this.tailOf(name)}`).join('\n'),
        );
      if (now >= nextProgress) {
        process.stderr.write(
          `[pruebas] esperando a ${[...waiting].join(', ')} (${Math.round((now - started) / 1000)} s, ${machineLoad()})\n`,
        );
        nextProgress = now + PROGRESS_EVERY_MS;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Starts the services and waits until each answers its health check over NATS. */
  async startServices(names: readonly ServiceName[]): Promise<void> {
    for (const name of names) await this.start(name);
    await this.waitForHealth(names);
  }

  /** Waits until each of these started services answers its health check over NATS. */
  async waitForHealth(names: readonly ServiceName[], extra: Record<string, () => Promise<boolean>> = {}): Promise<void> {
    const nc = await connectTestNats(testBusAccess(), 'part-processes');
    const healthy = (name: ServiceName) => async () => {
      const reply = await requestService(nc, SERVICES[name].requests.health, {}, null, { caller: testCaller('gateway'), timeoutMs: 2000 });
      return reply.ok && reply.value.ok;
    };
    try {
      await this.waitUntilReady({ ...Object.fromEntries(names.map((name) => [name, healthy(name)])), ...extra });
    } finally {
      await nc.drain();
    }
  }

  /** The last lines a part wrote (its log file's, or its stderr's). */
  tailOf(name: string): string {
    const part = this.parts.get(name);
    if (!part) return '(no se inició)';
    const lines = part.logFile ? readFileSync(part.logFile, 'utf8').split('\n').filter(Boolean).slice(-TAIL_LINES) : part.stderrTail;
    return lines.length ? lines.join('\n') : '(no escribió nada)';
  }

  async stop(name: string): Promise<void> {
    const part = this.parts.get(name);
    this.parts.delete(name);
    const child = part?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.parts.keys()].map((name) => this.stop(name)));
  }
}
