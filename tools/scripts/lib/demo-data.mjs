// Loads the demo accounts into an empty database through the real identity service, so demo
// rows are made by the same code as real ones. The logins are listed in the README.
import pg from 'pg';
import { IdentityRequests } from '@afilia/contracts';
import { callerKey, connectNats, requestService } from '@afilia/service-kit';
import { say } from './infra.mjs';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_ACCOUNTS = [
  { name: 'Marca Demo', email: 'marca@demo.afilia.app', role: 'brand' },
  { name: 'Creadora Demo', email: 'creadora@demo.afilia.app', role: 'creator' },
  { name: 'Agencia Demo', email: 'agencia@demo.afilia.app', role: 'agency', brands: ['Moda Austral', 'Café del Puerto'] },
];

/** Signs up the demo accounts as the gateway would pass them on, with the gateway's key. */
export async function loadDemoData({ databaseUrl, bus, gatewayKey }) {
  const caller = callerKey('gateway', gatewayKey);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query('SELECT count(*)::int AS n FROM identity.users');
  await db.end();
  if (rows[0].n > 0) return false;

  const nc = await connectNats(bus, 'demo-data');
  try {
    for (const account of DEMO_ACCOUNTS) {
      const session = await requestService(
        nc,
        IdentityRequests.signUp,
        { name: account.name, email: account.email, password: DEMO_PASSWORD, role: account.role },
        null,
        { caller },
      );
      if (!session.ok) throw new Error(`demo ${account.email}: ${session.error.message}`);
      for (const name of account.brands ?? []) {
        const brand = await requestService(nc, IdentityRequests.createBrand, { name }, session.value.actor, { caller });
        if (!brand.ok) throw new Error(`demo brand ${name}: ${brand.error.message}`);
      }
    }
  } finally {
    await nc.drain();
  }
  say(`Datos de demo cargados (contraseña ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  return true;
}
