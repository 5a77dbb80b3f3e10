import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateBusKeys, type BusAccess } from '../bus-access.js';
import { BUS_IDENTITIES } from '../bus-permissions.js';
import { platformNatsUsers, renderNatsServerConfig } from '../nats-server-config.js';
import { freePort } from './unique.js';

export interface PrivateNats {
  url: string;
  process: ChildProcess;
}

/**
 * The tests' own user: it may publish and subscribe anywhere, to play the gateway, an event's
 * owner or an onlooker, and to look at what travels. It exists only in the tests' server.
 */
export const TEST_INSPECTOR = 'test-inspector';

/** Whether something listens on 127.0.0.1:`port`. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

/**
 * A nats-server of the test run's own with JetStream in a temporary folder, configured as the
 * platform's (bus-permissions.ts) plus the inspector, so the tests run under the permissions the
 * platform runs under and a running platform never answers their requests. The users' keys go
 * into AFILIA_TEST_BUS_KEYS for the tests and the services they start.
 */
export async function startPrivateNats(): Promise<PrivateNats> {
  if (spawnSync('sh', ['-c', 'command -v nats-server'], { stdio: 'ignore' }).status !== 0)
    throw new Error('nats-server is not installed: the integration tests run their own (apt-get install nats-server)');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'afilia-test-nats-'));
  const keys = generateBusKeys([...BUS_IDENTITIES, TEST_INSPECTOR]);
  const inspector = { publish: ['>'], publishDeny: [], subscribe: ['>'], allowResponses: true };
  const config = renderNatsServerConfig({
    listen: `127.0.0.1:${port}`,
    storeDir: dir,
    users: [
      ...platformNatsUsers((identity) => keys[identity]!.publicKey),
      { nkey: keys[TEST_INSPECTOR]!.publicKey, permissions: inspector },
    ],
  });
  writeFileSync(join(dir, 'nats.conf'), config);
  const child = spawn('nats-server', ['-c', join(dir, 'nats.conf')], { stdio: 'ignore', detached: true });
  child.unref();
  for (let i = 0; i < 100 && !(await portAnswers(port)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await portAnswers(port))) throw new Error('nats-server did not start');
  const url = `nats://127.0.0.1:${port}`;
  process.env.NATS_URL = url;
  process.env.AFILIA_TEST_BUS_KEYS = JSON.stringify(Object.fromEntries(Object.entries(keys).map(([name, k]) => [name, k.seed])));
  return { url, process: child };
}

function testBusSeeds(): Record<string, string> {
  const json = process.env.AFILIA_TEST_BUS_KEYS;
  if (!json) throw new Error('AFILIA_TEST_BUS_KEYS is not set: integration tests run through tools/jest/integration.setup.js');
  return JSON.parse(json) as Record<string, string>;
}

/**
 * How `identity` reaches the run's bus: with its own key when it is one of the platform's, else
 * (a test's throwaway service, the tests' own clients) with the inspector's.
 */
export function testBusAccess(identity: string = TEST_INSPECTOR): BusAccess {
  const seeds = testBusSeeds();
  return { url: process.env.NATS_URL!, identity, seed: seeds[identity] ?? seeds[TEST_INSPECTOR]! };
}

/** The NATS settings of a part the tests start, as the launcher would give them. */
export function testNatsEnv(identity: string): { NATS_URL: string; NATS_SEED: string } {
  const access = testBusAccess(identity);
  return { NATS_URL: access.url, NATS_SEED: access.seed };
}
