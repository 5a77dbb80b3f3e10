// Starts the whole platform from built code: the services, then the gateway serving the API and
// the micro-frontends at one address. Used by `npm start` and by the e2e tier of `npm test`.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA, ROOT, say, startChild } from './infra.mjs';

export const SERVICES = ['identity', 'notifications'];

/** Secrets generated once per machine under data/, unless given in the environment. */
export function localSecrets() {
  const file = join(DATA, 'secrets.json');
  if (!existsSync(file)) {
    mkdirSync(DATA, { recursive: true });
    writeFileSync(file, JSON.stringify({ jwtSecret: randomBytes(32).toString('base64url') }), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'sin respuesta';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
      last = await res.text();
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`La plataforma no respondió sana a tiempo: ${last}`);
}

/**
 * @param {{ databaseUrl: string, natsUrl: string, port: number, logLevel?: string }} options
 * @returns {Promise<{ url: string }>}
 */
export async function startPlatform({ databaseUrl, natsUrl, port, logLevel = 'info' }) {
  const url = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    JWT_SECRET: process.env.JWT_SECRET ?? localSecrets().jwtSecret,
    LOG_LEVEL: logLevel,
    PORT: String(port),
    PUBLIC_URL: url,
    FRONTEND_ROOT: ROOT,
  };
  for (const service of SERVICES) startChild(service, process.execPath, [join(ROOT, 'services', service, 'dist/main.js')], { env });
  startChild('gateway', process.execPath, [join(ROOT, 'gateway/dist/main.js')], { env });
  await waitForHealth(`http://127.0.0.1:${port}`, 60_000);
  const { loadDemoData } = await import('./demo-data.mjs');
  await loadDemoData({ databaseUrl, natsUrl });
  return { url };
}

export { say };
