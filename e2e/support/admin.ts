import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { uniqueEmail } from './browser.js';

const ADMIN_COMMAND = fileURLToPath(new URL('../../tools/scripts/admin.mjs', import.meta.url));

/** An admin made the way an operator makes one: `npm run admin -- --email …` on the platform's database. */
export async function newAdmin(): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('admin');
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_COMMAND, '--email', email, '--name', 'Operaciones'], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });
  const password = /Contraseña \(se muestra una sola vez\): (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`npm run admin printed no password:\n${stdout}`);
  return { email, password };
}
