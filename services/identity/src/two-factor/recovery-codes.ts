import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@afilia/contracts';

/** Base32's letters and digits: no 0/O or 1/l to misread from paper. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A fresh set of recovery codes as the person sees them ('k7m2p-q9xw4': 50 random bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The one spelling that is hashed and compared: lower case, no hyphen (the contracts' field already reads it so). */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
