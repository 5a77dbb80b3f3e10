import { parseArgs } from 'node:util';
import pg from 'pg';
import { grantAdmin, GrantAdminRefused } from './grant-admin.js';
import { resetTwoFactor } from './reset-two-factor.js';

/**
 * `npm run admin -- --email ops@empresa.com [--name "Operaciones"]` (tools/scripts/admin.mjs
 * finds the database and runs this with DATABASE_URL). Prints the new account's password once;
 * the admin sets up two-step sign-in at the first sign-in (decision 192).
 * `npm run admin -- --email … --reset-two-factor` turns off the two-step sign-in of any account
 * whose owner lost both the phone and the recovery codes.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string', default: 'Administración' }, 'reset-two-factor': { type: 'boolean' } },
  });
  if (!values.email) throw new GrantAdminRefused('Falta --email: npm run admin -- --email ops@empresa.com [--name "Operaciones"]');
  const url = process.env.DATABASE_URL;
  if (!url) throw new GrantAdminRefused('Falta DATABASE_URL');
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    if (values['reset-two-factor']) {
      await resetTwoFactor(db, values.email);
      process.stdout.write(
        `Verificación en dos pasos desactivada para ${values.email}. Si es administrador, la configura de nuevo al entrar.\n`,
      );
      return;
    }
    const result = await grantAdmin(db, { email: values.email, name: values.name });
    if (result.kind === 'already-admin') process.stdout.write(`${result.email} ya es administrador.\n`);
    else
      process.stdout.write(
        `Cuenta de administrador creada: ${result.email}\nContraseña (se muestra una sola vez): ${result.password}\n` +
          'Cambiala desde "¿Olvidaste tu contraseña?" en la pantalla de ingreso. Al entrar por primera vez\n' +
          'configura la verificación en dos pasos con una app de autenticación.\n',
      );
  } finally {
    await db.end();
  }
}

/** Postgres's 'undefined table': the platform never ran against this database. */
const NO_SCHEMA = '42P01';

main().catch((error: unknown) => {
  const message =
    error instanceof GrantAdminRefused
      ? error.message
      : (error as { code?: string }).code === NO_SCHEMA
        ? 'Esta base no tiene las tablas de Afilia todavía: arrancá la plataforma una vez con npm start.'
        : String(error);
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
});
