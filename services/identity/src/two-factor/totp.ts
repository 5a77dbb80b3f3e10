import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_S, type TotpEnrollment } from '@afilia/contracts';

/** The name authenticator apps show beside the person's e-mail. */
export const TOTP_ISSUER = 'Afilia';

/** A new authenticator key: 160 random bits (RFC 4226's recommendation), in base32. */
export function newTotpKey(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the app needs: the key to type (in groups of four, as apps accept) and the otpauth:// address for the QR. */
export function enrollmentFor(key: string, email: string): TotpEnrollment {
  const totp = new TOTP({ issuer: TOTP_ISSUER, label: email, secret: Secret.fromBase32(key), digits: TOTP_DIGITS, period: TOTP_PERIOD_S });
  return { key: key.match(/.{1,4}/g)!.join(' '), uri: totp.toString() };
}

/**
 * The time step a six-digit code belongs to, or null when it is not the key's code for now or
 * for the step just before or after (clocks drift; a code typed as it changes still counts).
 * The caller refuses a step already used, so a code works once.
 */
export function stepOfCode(key: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(key),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    timestamp: now,
    window: 1,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_S, timestamp: now }) + delta;
}
