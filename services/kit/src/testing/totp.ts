import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_S } from '@afilia/contracts';

/**
 * What a person's authenticator app shows for a key (as the sign-in's setup gives it, spaces and
 * all) at a moment: tests sign in with two steps as people do (decision 192).
 */
export function totpCode(key: string, timestamp = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: TOTP_DIGITS, period: TOTP_PERIOD_S, timestamp });
}

const PERIOD_MS = TOTP_PERIOD_S * 1000;
/** The last step each key's code was taken for, in this process. */
const lastStep = new Map<string, number>();

/**
 * A code of a step this process has not used yet: a code works once, so a test that signs in
 * twice within 30 s takes the next step's (accepted, as clocks drift by one step), and a third
 * waits for the clock to reach it.
 */
export async function unusedTotpCode(key: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / PERIOD_MS);
    const candidate = Math.max(step, (lastStep.get(key) ?? -1) + 1);
    if (candidate <= step + 1) {
      lastStep.set(key, candidate);
      return totpCode(key, candidate * PERIOD_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * PERIOD_MS - now + 50));
  }
}
