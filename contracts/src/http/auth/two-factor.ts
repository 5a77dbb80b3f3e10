import { z } from 'zod';
import { textField } from '../../common/text.js';
import { authResponseSchema } from './auth.js';

/**
 * Two-step sign-in (verificación en dos pasos, decision 192): a time-based code from an
 * authenticator app (TOTP, RFC 6238: 6 digits every 30 s), required of admins and optional for
 * everyone else, with single-use recovery codes for a lost phone.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** How many recovery codes a person gets each time; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** The minutes between a right password and its code; then the password is asked again. */
export const SIGN_IN_CHALLENGE_TTL_MIN = 5;
/** Wrong codes a challenge takes before it ends. */
export const SIGN_IN_CHALLENGE_ATTEMPTS = 5;
/**
 * Wrong codes an account takes in a window, whatever the challenges or addresses they come from
 * (with the password, new challenges are easy to get): then it takes none until the window ends.
 */
export const TWO_FACTOR_FAILURE_LIMIT = 10;
export const TWO_FACTOR_FAILURE_WINDOW_MIN = 15;

const CODE_REQUIRED = 'Ingresá el código de tu app de autenticación';
const CODE_INVALID = 'El código tiene 6 dígitos, o es un código de recuperación';

/** A code from the app as the service compares it: six digits, nothing else. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A recovery code as shown: ten letters and digits in two groups ('k7m2p-q9xw4'). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/**
 * The person's code: six digits (spaces between them are forgiven, as apps show '123 456'), or
 * one of their recovery codes (any case, with or without its hyphen). Normalised here, so the
 * service compares one spelling.
 */
export const twoFactorCodeField = textField({ invalid: CODE_INVALID, typeError: CODE_REQUIRED })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: CODE_REQUIRED })
      .refine((value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value), { error: CODE_INVALID })
      .transform((value) => (RECOVERY_CODE_PATTERN.test(value) ? value.replace('-', '') : value)),
  );

/** Only a code from the app (turning it on, or proving the app works). */
export const totpCodeField = textField({ invalid: 'El código tiene 6 dígitos', typeError: CODE_REQUIRED })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { error: CODE_REQUIRED }).regex(TOTP_CODE_PATTERN, { error: 'El código tiene 6 dígitos' }));

const challengeField = textField({ invalid: 'El ingreso venció. Ingresá tu email y contraseña de nuevo.' })
  .min(1, { error: 'El ingreso venció. Ingresá tu email y contraseña de nuevo.' })
  .max(200, { error: 'El ingreso venció. Ingresá tu email y contraseña de nuevo.' });

/** What an authenticator app needs: the key (base32, for typing it) and the otpauth:// address (for the QR). */
export const totpEnrollmentSchema = z.object({ key: z.string(), uri: z.string() });
export type TotpEnrollment = z.infer<typeof totpEnrollmentSchema>;

/**
 * A right password whose account asks for a second step: `code` when the person has an app set
 * up, `setup` when an admin has none yet (the app is set up before any session exists, with the
 * enrollment given here). `challenge` names this sign-in for the next request only.
 */
export const twoFactorChallengeSchema = z.object({
  twoFactor: z.enum(['code', 'setup']),
  challenge: z.string(),
  /** Seconds the challenge lasts. */
  expiresIn: z.number().int(),
  enrollment: totpEnrollmentSchema.optional(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `POST /auth/sign-in`: a session, or the second step it needs first. */
export const signInResponseSchema = z.union([authResponseSchema, twoFactorChallengeSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const verifyTwoFactorRequestSchema = z.object({ challenge: challengeField, code: twoFactorCodeField });
export type VerifyTwoFactorRequest = z.input<typeof verifyTwoFactorRequestSchema>;

/** The recovery codes, shown once: when the app is set up and when they are renewed. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** A session after the second step; an admin's first setup also gets its recovery codes. */
export const twoFactorSessionSchema = authResponseSchema.extend({ recoveryCodes: z.array(z.string()).optional() });
export type TwoFactorSession = z.infer<typeof twoFactorSessionSchema>;

/** 'Verificación en dos pasos' in settings. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Admins cannot turn it off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const confirmTwoFactorRequestSchema = z.object({ code: totpCodeField });
export type ConfirmTwoFactorRequest = z.input<typeof confirmTwoFactorRequestSchema>;

/** Turning it off asks for both factors, so neither a stolen password nor a stolen phone is enough alone. */
export const disableTwoFactorRequestSchema = z.object({
  password: textField({ invalid: 'Contraseña inválida', typeError: 'Contraseña requerida' }).min(1, { error: 'Contraseña requerida' }),
  code: twoFactorCodeField,
});
export type DisableTwoFactorRequest = z.input<typeof disableTwoFactorRequestSchema>;

export const renewRecoveryCodesRequestSchema = z.object({ code: twoFactorCodeField });
export type RenewRecoveryCodesRequest = z.input<typeof renewRecoveryCodesRequestSchema>;
