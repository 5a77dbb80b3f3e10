import { z } from 'zod';
import { ERROR_CATALOGUE } from '../../common/errors.js';
import { textField } from '../../common/text.js';
import { emailField } from '../../common/validation.js';

/**
 * E-mails a brand causes (issue 36 §3, decision 230): a brand's invitations to people who never
 * asked Afilia for anything, sent under our name. Today two: the claim link of an internal
 * creator made with an e-mail ('Crear Creador', decision 184) and a product invitation to a
 * registered creator who gets its notifications by e-mail (decision 182). Each counts against
 * its brand's hour and day and against its recipient's day, whatever the brand; a recipient may
 * refuse a brand's e-mails from a link in any of them, with no account.
 */
export const BRAND_EMAIL_KINDS = ['creator_claim', 'collaboration_invited'] as const;
export type BrandEmailKind = (typeof BRAND_EMAIL_KINDS)[number];

/** A brand's invitation e-mails in any 60 minutes, and in any 24 hours. */
export const BRAND_EMAILS_PER_HOUR = 20;
export const BRAND_EMAILS_PER_DAY = 100;
/** Invitation e-mails one address gets in any 24 hours, from every brand together. */
export const RECIPIENT_BRAND_EMAILS_PER_DAY = 3;

/** Why an invitation's e-mail was not sent (its creator or invitation is kept all the same). */
export const BRAND_EMAIL_HOLDS = ['brand-hour', 'brand-day', 'recipient-day', 'opted-out'] as const;
export type BrandEmailHold = (typeof BRAND_EMAIL_HOLDS)[number];

/** The public page a recipient refuses a brand's e-mails on (PUBLIC_PAGE_PATHS), its token in `?token=`. */
export const EMAIL_OPT_OUT_PATH = '/baja-emails';

/** The texts of the page, the e-mails' last lines and the brand's notices (ours, es-AR). */
export const BRAND_EMAIL_TEXTS = {
  /** What 'Crear Creador' tells the brand when the creator was made but its invitation did not leave. */
  notSent: {
    'brand-hour': `Creamos el creador, pero no le enviamos la invitación por email: tu marca ya envió ${BRAND_EMAILS_PER_HOUR} invitaciones en la última hora. Probá de nuevo más tarde.`,
    'brand-day': `Creamos el creador, pero no le enviamos la invitación por email: tu marca ya envió ${BRAND_EMAILS_PER_DAY} invitaciones en las últimas 24 horas.`,
    'recipient-day':
      'Creamos el creador, pero no le enviamos la invitación por email: esa dirección ya recibió hoy todas las invitaciones que permitimos.',
    'opted-out': 'Creamos el creador, pero no le enviamos la invitación por email: esa dirección pidió no recibir emails de tu marca.',
  } satisfies Record<BrandEmailHold, string>,
  /** The e-mails' own subjects: fixed, never the brand's text. */
  claimSubject: 'Te sumaron como creador en Afilia',
  /** Who sent it, in the body: the brand's name as data, quoted. */
  sentBy: (brand: string) => `Este email lo envía Afilia a pedido de la marca ${brand}.`,
  optOutLine: 'Si no querés recibir más emails de esta marca, entrá acá (no hace falta tener cuenta):',
  pageTitle: 'Dejar de recibir emails de una marca',
  checking: 'Buscando el link...',
  question: (brand: string) => `¿Querés dejar de recibir emails de la marca ${brand} en esta dirección?`,
  explanation: 'No vas a recibir más invitaciones de esa marca por Afilia. Las de otras marcas no cambian.',
  confirm: 'No quiero recibir más emails de esta marca',
  done: (brand: string) => `Listo: no vas a recibir más emails de la marca ${brand} en esta dirección.`,
  alreadyDone: (brand: string) => `Ya no recibís emails de la marca ${brand} en esta dirección.`,
  missingToken: 'Falta el link: abrí de nuevo el que te llegó por email',
  home: 'Ir a Afilia',
} as const;

/** The token of an opt-out link: base64url, made and checked by identity (its signature inside). */
export const emailOptOutTokenField = textField({ invalid: ERROR_CATALOGUE.EMAIL_OPT_OUT_INVALID.message })
  .trim()
  .regex(/^[A-Za-z0-9_-]{40,200}$/, { error: ERROR_CATALOGUE.EMAIL_OPT_OUT_INVALID.message });

/** What the opt-out page shows of its link before the person confirms. */
export const emailOptOutSchema = z.object({
  brandName: z.string(),
  /** Whether this address refused this brand already. */
  optedOut: z.boolean(),
});
export type EmailOptOut = z.infer<typeof emailOptOutSchema>;

export const emailOptOutRequestSchema = z.object({ token: emailOptOutTokenField });
export type EmailOptOutRequest = z.infer<typeof emailOptOutRequestSchema>;

/**
 * Notifications' question before it sends a brand's invitation: may this brand's e-mail go to
 * this address now? `key` names the e-mail, so asking again (a redelivered event, the claim
 * identity admitted when the creator was made) counts nothing twice.
 */
export const admitBrandEmailRequestSchema = z.object({
  brandId: z.uuid(),
  email: emailField,
  kind: z.enum(BRAND_EMAIL_KINDS),
  key: z.string().min(1).max(200),
});
export type AdmitBrandEmailRequest = z.infer<typeof admitBrandEmailRequestSchema>;

export const brandEmailAdmissionSchema = z.union([
  z.object({ send: z.literal(true), optOutToken: z.string() }),
  z.object({ send: z.literal(false), hold: z.enum(BRAND_EMAIL_HOLDS) }),
]);
export type BrandEmailAdmission = z.infer<typeof brandEmailAdmissionSchema>;

/**
 * The key of a claim's e-mail: identity admits it when the brand makes the creator, and
 * notifications asks again under the same key as it sends it, which counts nothing twice.
 */
export const claimEmailKey = (creatorId: string) => `creator_claim:${creatorId}`;

/** The link an e-mail carries for refusing its brand's e-mails, on the address people use. */
export function emailOptOutUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${EMAIL_OPT_OUT_PATH}?token=${encodeURIComponent(token)}`;
}
