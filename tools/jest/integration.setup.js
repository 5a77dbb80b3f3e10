// Creates the run's fresh database on the machine's Postgres, and a private nats-server with JetStream, so a running `npm start` never answers the tests'
// requests. Publishes both to the tests through the environment.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_NAMES } from '@afilia/contracts';
import { generateSealKeys } from '@afilia/service-kit';
import { connectTestDatabase, PartProcesses, provideTestCallerKeys, startPrivateNats } from '@afilia/service-kit/testing';

const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function setup(_globalConfig, projectConfig) {
  const name = `afilia_it_${Date.now().toString(36)}_${process.pid}`;
  const admin = await connectTestDatabase(base);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.AFILIA_TEST_DATABASE = name;
  process.env.AFILIA_TEST_ADMIN_URL = base;
  // Always a server of the run's own: it is configured with the platform's NATS permissions.
  const nats = await startPrivateNats();
  process.env.AFILIA_TEST_NATS_PID = String(nats.process.pid);
  process.env.JWT_SECRET ??= 'integration-secret-integration-secret-0123';
  process.env.IDENTITY_SECRET ??= 'integration-identity-secret-0123456789';
  process.env.CATALOGUE_SECRET ??= 'integration-catalogue-secret-0123456789';
  process.env.TIENDANUBE_CLIENT_SECRET ??= 'integration-tiendanube-secret';
  process.env.LOG_LEVEL ??= 'warn';
  // Reset links are sealed by identity for notifications: a pair for this run.
  const sealKeys = generateSealKeys();
  process.env.NOTIFICATIONS_PUBLIC_KEY ??= sealKeys.publicKey;
  process.env.SEAL_PRIVATE_KEY ??= sealKeys.privateKey;
  // Signed passes: the gateway and every service get a key pair for this run.
  provideTestCallerKeys(['gateway', ...SERVICE_NAMES]);
  await startPeers(projectConfig);
}

/**
 * The real services a project's integration and provider tests talk to beside the one they test, as its
 * package.json names them ("afilia": { "integrationPeers": [...] }): started once for the run,
 * rather than once per test file, and stopped by the teardown.
 */
async function startPeers(projectConfig) {
  const manifest = JSON.parse(readFileSync(join(projectConfig.rootDir, 'package.json'), 'utf8'));
  const peers = manifest.afilia?.integrationPeers ?? [];
  if (peers.length === 0) return;
  const parts = new PartProcesses();
  globalThis.__afiliaPeers = parts;
  await parts.startServices(peers);
}
