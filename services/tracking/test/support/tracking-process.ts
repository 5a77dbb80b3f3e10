import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, testPartEnv, waitFor } from '@afilia/service-kit/testing';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/**
 * The built tracking service as a child process on the run's database, as its own role and NATS
 * user, with a click spool of its own that outlives the process: it may be killed (SIGKILL, no
 * shutdown at all) and started again on the same spool, as a crashed pod's container is.
 */
export class TrackingProcess {
  readonly spoolDir = mkdtempSync(join(tmpdir(), 'afilia-click-spool-'));
  /** Where /track/{code} answers, once started (a new port after every start). */
  url = '';
  private child: ChildProcess | null = null;
  /** What the processes wrote at warn and error level (JSON lines), every start's. */
  private stderr = '';
  /** Should the test process end without close(), the service does not outlive it. */
  private readonly killOnExit = () => this.child?.kill('SIGKILL');

  /** `env` overrides the part's settings, e.g. NATS_URL for another nats-server. */
  constructor(private readonly env: NodeJS.ProcessEnv = {}) {}

  async start(): Promise<void> {
    if (this.child) throw new Error('tracking is already running');
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        ...(await testPartEnv('tracking')),
        LOG_LEVEL: 'warn',
        TRACK_HOST: '127.0.0.1',
        TRACK_PORT: String(port),
        CLICK_SPOOL_DIR: this.spoolDir,
        // The load names each visitor's address in X-Forwarded-For, as the ingress would.
        TRUST_PROXY_HOPS: '1',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    process.once('exit', this.killOnExit);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => (this.stderr += chunk));
    const url = `http://127.0.0.1:${port}`;
    // The listener opens last, once the spool, the counter and the caches are up.
    await waitFor(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`tracking exited (${child.exitCode ?? child.signalCode}) while starting:\n${this.stderr.slice(-4000)}`);
        const res = await fetch(`${url}/track/-`, { redirect: 'manual', signal: AbortSignal.timeout(5000) }).catch(() => null);
        if (!res) return undefined;
        await res.arrayBuffer();
        return true;
      },
      { timeoutMs: 90_000, intervalMs: 200, what: 'tracking’s redirect listener' },
    );
    this.url = url;
  }

  /** SIGKILL: no shutdown hook runs, nothing is flushed or acknowledged. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** A clean stop (SIGTERM), as a deploy does. */
  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  /** Stops the process if it runs and removes its spool. */
  async close(): Promise<void> {
    await this.stop();
    rmSync(this.spoolDir, { recursive: true, force: true });
  }

  /** How many times the processes logged `message` (warn and error only). */
  logged(message: string): number {
    return this.stderr.split('\n').filter((line) => line.includes(`"msg":${JSON.stringify(message)}`)).length;
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = null;
    this.url = '';
    process.off('exit', this.killOnExit);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    // A clean stop that hangs is ended rather than waited on.
    const hung = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(hung);
  }
}
