import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './unique.js';

export interface PrivateNats {
  url: string;
  process: ChildProcess;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

/**
 * A nats-server of the test run's own with JetStream in a temporary folder, so a running
 * platform never answers the tests' requests. Null when nats-server is not installed.
 */
export async function startPrivateNats(): Promise<PrivateNats | null> {
  if (spawnSync('sh', ['-c', 'command -v nats-server'], { stdio: 'ignore' }).status !== 0) return null;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'afilia-test-nats-'));
  const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore', detached: true });
  child.unref();
  for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await answers(port))) throw new Error('nats-server did not start');
  return { url: `nats://127.0.0.1:${port}`, process: child };
}
