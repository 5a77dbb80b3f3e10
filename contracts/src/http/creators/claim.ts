import { z } from 'zod';

/**
 * An internal creator claims its profile (issue 16 §3, decision 184): the brand's 'Crear Creador'
 * with an e-mail sends that address a link; signing up through it makes the new account that
 * creator, with its links and history. The link proves the address, which a sign-up alone does not.
 */
export const CLAIM_TEXTS = {
  invalid: 'Este link para reclamar tu perfil no es válido, venció o ya fue usado',
  emailMismatch: 'Registrate con el email al que te llegó la invitación',
  creatorOnly: 'Un perfil de creador se reclama con una cuenta de creador',
  banner: (creatorName: string, brandName: string) =>
    `Vas a reclamar el perfil de creador «${creatorName}» que creó ${brandName}: sus links, códigos y ventas pasan a tu cuenta.`,
} as const;

/** How long a claim link lasts, and its secret's size. */
export const CLAIM_TOKEN_TTL_DAYS = 30;
export const CLAIM_TOKEN_BYTES = 32;

export const claimTokenField = z.string({ error: CLAIM_TEXTS.invalid }).trim().min(16, { error: CLAIM_TEXTS.invalid }).max(200, {
  error: CLAIM_TEXTS.invalid,
});

/** What the sign-up page shows of a claim link before the person signs up. */
export const claimInfoSchema = z.object({ creatorName: z.string(), brandName: z.string(), email: z.string() });
export type ClaimInfo = z.infer<typeof claimInfoSchema>;
