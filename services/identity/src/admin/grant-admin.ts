import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { emailField } from '@afilia/contracts';
import { hashPassword } from '../auth/passwords.js';

export type GrantAdminResult = { kind: 'created'; email: string; password: string } | { kind: 'already-admin'; email: string };

/** Why the operator's command refused; its message is what the terminal shows. */
export class GrantAdminRefused extends Error {}

/**
 * Makes an admin account: nobody can sign up as one (seed 000 lists no such path), so the
 * operator runs `npm run admin -- --email …` against the database. A new account gets a random
 * password, shown once to the operator, who passes it on or has the person use 'Olvidé mi
 * contraseña'. An existing account of another role is refused rather than turned into an admin:
 * its brand, agency or creator profile would be left without its owner's view.
 */
export async function grantAdmin(db: Pick<pg.ClientBase, 'query'>, input: { email: string; name: string }): Promise<GrantAdminResult> {
  const parsed = emailField.safeParse(input.email);
  if (!parsed.success) throw new GrantAdminRefused(`Email inválido: ${input.email}`);
  const email = parsed.data.toLowerCase();
  const name = input.name.trim() || 'Administración';
  const { rows } = await db.query<{ role: string }>('SELECT "role" FROM "identity"."users" WHERE "email" = $1', [email]);
  const existing = rows[0];
  if (existing?.role === 'admin') return { kind: 'already-admin', email };
  if (existing)
    throw new GrantAdminRefused(
      `${email} ya es una cuenta de ${existing.role}; un administrador necesita una cuenta propia: usá otro email.`,
    );
  const password = randomBytes(15).toString('base64url');
  await db.query('INSERT INTO "identity"."users" ("email", "password_hash", "name", "role") VALUES ($1, $2, $3, \'admin\')', [
    email,
    await hashPassword(password),
    name,
  ]);
  return { kind: 'created', email, password };
}
