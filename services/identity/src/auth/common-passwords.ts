import languageCommon from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE } from '@afilia/contracts';
import { DomainError } from '@afilia/service-kit';

/**
 * The 3,000 most common passwords (requirement 3; ASVS 6.2.4): the head of zxcvbn's list of
 * leaked passwords, ranked by how often they appear. Compared in lower case, so 'Password1'
 * (which passes the length and character rules) is as common as 'password1'.
 */
const COMMON = new Set(languageCommon.dictionary['passwords-common'].slice(0, 3000).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Refuses a common password as the field `field` would show it. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new DomainError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, field);
}
