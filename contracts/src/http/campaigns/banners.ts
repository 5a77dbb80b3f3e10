import { z } from 'zod';
import { textField } from '../../common/text.js';
import { creatorBannerMessageSchema } from '../../entities/campaigns.js';

/**
 * Creators' banner messages to a brand (seed 001 §3, §5: trimmed, saved pending when not empty,
 * one per creator and brand) and the brand's moderation of them (seed 002 §2 'Mensajes de
 * Banner'; the actions are not in the seeds: approve and reject, docs/decisions.md).
 */
export const BANNER_MESSAGE_MAX = 280;

export const BANNER_MESSAGES = {
  required: 'Escribí un mensaje para el banner',
  tooLong: `El mensaje del banner puede tener hasta ${BANNER_MESSAGE_MAX} caracteres`,
  invalid: 'El mensaje del banner contiene caracteres no válidos',
} as const;

export const BANNER_TEXTS = {
  submitted: 'Mensaje del banner enviado para aprobación',
  approved: 'Mensaje del banner aprobado',
  rejected: 'Mensaje del banner rechazado',
  notFound: 'Mensaje no encontrado',
} as const;

export const submitBannerRequestSchema = z.object({
  brandId: z.uuid(),
  customMessage: textField({ invalid: BANNER_MESSAGES.invalid, typeError: BANNER_MESSAGES.required })
    .trim()
    .min(1, { error: BANNER_MESSAGES.required })
    .max(BANNER_MESSAGE_MAX, { error: BANNER_MESSAGES.tooLong }),
});
export type SubmitBannerRequest = z.infer<typeof submitBannerRequestSchema>;

/** The moderation's body (the id travels in the path). */
export const moderateBannerBodySchema = z.object({ approve: z.boolean() });
export const moderateBannerRequestSchema = moderateBannerBodySchema.extend({ id: z.uuid() });
export type ModerateBannerRequest = z.infer<typeof moderateBannerRequestSchema>;

/** A banner message as the brand's moderation list shows it. */
export const bannerMessageViewSchema = creatorBannerMessageSchema.extend({ creatorName: z.string().nullable() });
export type BannerMessageView = z.infer<typeof bannerMessageViewSchema>;
export const bannerMessageListSchema = z.array(bannerMessageViewSchema);
