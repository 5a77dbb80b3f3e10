import { Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's Argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/**
 * A hash of a password nobody has, checked when the e-mail is unknown so that a failed sign-in
 * takes as long whether or not the account exists.
 */
const decoy = hash('decoy-password-for-timing', ARGON2ID);

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
