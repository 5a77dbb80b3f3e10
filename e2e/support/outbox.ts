import pg from 'pg';

/** Reads the reset link from the notifications e-mail outbox, as a person would from their inbox. */
export async function resetLinkFor(email: string): Promise<string> {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await db.query(
        "SELECT text FROM notifications.emails WHERE to_address = $1 AND kind = 'password_reset' ORDER BY created_at DESC LIMIT 1",
        [email],
      );
      const link = rows[0]?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
      if (link) return link as string;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no reset e-mail for ${email}`);
  } finally {
    await db.end();
  }
}
