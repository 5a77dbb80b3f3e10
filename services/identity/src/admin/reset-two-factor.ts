import type pg from 'pg';
import { GrantAdminRefused } from './grant-admin.js';

/**
 * For a person who lost both their phone and their recovery codes: the operator turns their
 * two-step sign-in off (`npm run admin -- --email … --reset-two-factor`) after checking who they
 * are, outside the platform (they are locked out, so they hold no session). An admin sets up a
 * new app at the next sign-in;
 * anyone else signs in with the password alone until they turn it on again (decision 192).
 */
export async function resetTwoFactor(db: Pick<pg.ClientBase, 'query'>, email: string): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE "identity"."users"
        SET "totp_key" = NULL, "totp_pending_key" = NULL, "totp_enabled_at" = NULL, "totp_last_step" = NULL,
            "totp_failures" = 0, "totp_failures_since" = NULL
      WHERE "email" = $1 RETURNING "id"`,
    [email.trim().toLowerCase()],
  );
  const user = rows[0];
  if (!user) throw new GrantAdminRefused(`No hay ninguna cuenta con el email ${email}`);
  await db.query('DELETE FROM "identity"."recovery_codes" WHERE "user_id" = $1', [user.id]);
  await db.query('DELETE FROM "identity"."sign_in_challenges" WHERE "user_id" = $1', [user.id]);
}
