import { z } from 'zod';
import { textField } from '../../common/text.js';
import type { ClickFraudRule } from '../../events/tracking.js';

/**
 * 'Mis Links y Códigos' (seed 001 §2, §5, §8 Links) and the brand's 'Links Personalizados'
 * (seed 002 §5 'Custom link', §8 'Links and codes'): the seeds' texts, and ours where they are
 * silent (docs/decisions.md).
 */
export const LINK_MESSAGES = {
  productRequired: 'Selecciona un producto',
  noProducts: 'No hay productos disponibles',
  campaignRequired: 'Selecciona una campaña',
  generated: 'Link de afiliado generado!',
  generatedWithBanner: 'Link generado y mensaje del banner enviado para aprobación!',
  customised: 'Producto personalizado actualizado',
  addedToShop: 'Producto agregado a tu tienda',
  removedFromShop: 'Producto removido de tu tienda',
  deleted: 'Link eliminado exitosamente',
  /** The creator's toast (seed 001 §8); the brand's reads `hasSalesBrand` (seed 002 §8). */
  hasSalesToast: 'No se puede eliminar un link que ya generó ventas',
  hasSalesBrand: 'No se puede eliminar un link con ventas generadas',
  notFound: 'Link no encontrado',
  /** A CPC link is its participation's: it ends with the participation, never on its own. */
  cpcNotDeletable: 'Un link de costo por clic no se puede eliminar: termina con tu participación en la campaña',
  productOnly: 'Solo los links de producto se pueden personalizar o mostrar en tu tienda',
  nameTooLong: 'El nombre puede tener hasta 200 caracteres',
  descriptionTooLong: 'La descripción puede tener hasta 1000 caracteres',
  invalidText: 'El texto contiene caracteres no válidos',
  notCollaborating: 'Este creador no colabora en la campaña',
  creatorRequired: 'Selecciona un creador',
  destinationRequired: 'Ingresa una URL de destino',
  invalidUrl: 'URL inválida',
  codeShape: 'El código puede tener de 3 a 50 letras, números o guiones',
  customCreated: 'Link personalizado creado',
  /** Ours (issue 34 §2): a CPC link whose billing a fraud signal held. */
  heldReleased: 'Clics liberados: se cobran dentro del cupo',
  heldDiscarded: 'Clics descartados: no se cobran',
  nothingHeld: 'Este link no tiene clics retenidos',
  /** Ours (issue 34 §3): a link leads only to the brand's own domains. */
  destinationOffDomain: 'La URL tiene que ser de tu tienda o de uno de tus dominios verificados',
  codeReserved: 'Ese código no está disponible: elegí otro',
} as const;

/**
 * Words a code of the brand's own may not contain as one of its parts (issue 34 §3): a link on
 * the platform's own address that reads like the platform's or a payment's page would lend it
 * the platform's trust.
 */
export const RESERVED_CODE_WORDS = [
  'AFILIA',
  'ADMIN',
  'ADMINISTRADOR',
  'SOPORTE',
  'SUPPORT',
  'AYUDA',
  'HELP',
  'LOGIN',
  'SIGNIN',
  'INGRESAR',
  'INGRESO',
  'CUENTA',
  'ACCOUNT',
  'CLAVE',
  'PASSWORD',
  'CONTRASENA',
  'SEGURIDAD',
  'SECURITY',
  'VERIFICAR',
  'VERIFICACION',
  'VERIFY',
  'PAGO',
  'PAGOS',
  'PAY',
  'PAYMENT',
  'COBRO',
  'COBROS',
  'FACTURA',
  'BANCO',
  'MERCADOPAGO',
  'TIENDANUBE',
  'OFICIAL',
] as const;

/** Whether a code has a reserved word as one of its parts (split at hyphens and underscores). */
export function hasReservedWord(code: string): boolean {
  const parts = code.toUpperCase().split(/[-_]/);
  return parts.some((part) => (RESERVED_CODE_WORDS as readonly string[]).includes(part));
}

/** Why a CPC link's billing is held, as its brand reads it (issue 34 §2, ours). */
export const HELD_CLICKS_REASONS: Record<ClickFraudRule, string> = {
  visitor_repeat: 'Un mismo visitante hizo clic muchas veces en una hora',
  address_repeat: 'Muchos clics desde una misma dirección en una hora',
  agent_churn: 'Muchos navegadores distintos desde una misma dirección en un día',
};

/** What the brand does with a CPC link's held clicks: bill them (within the quota) or drop them. */
export const settleHeldClicksBodySchema = z.object({
  action: z.enum(['release', 'discard'], { error: 'Elegí liberar o descartar los clics' }),
});
export type SettleHeldClicksBody = z.infer<typeof settleHeldClicksBodySchema>;
export const settleHeldClicksRequestSchema = settleHeldClicksBodySchema.extend({ id: z.uuid() });
export type SettleHeldClicksRequest = z.infer<typeof settleHeldClicksRequestSchema>;

/** Seed 001 §5 and §9: a personalised product's name and description. */
export const CUSTOM_PRODUCT_NAME_MAX = 200;
export const CUSTOM_PRODUCT_DESCRIPTION_MAX = 1000;

/** The audit rule's dialog text (seed 001 §8). */
export function linkHasSalesText(sales: number): string {
  return `Este link ya generó ${sales} venta(s) y no puede ser eliminado por motivos de auditoría.`;
}

/**
 * A brand's link for its own internal creator (seed 001 §2 'Creator detail for a brand'; issue 16
 * §3): a product of the brand's, or its whole store (null).
 */
export const createInternalLinkRequestSchema = z.object({
  brandId: z.uuid().optional(),
  creatorId: z.uuid({ error: LINK_MESSAGES.creatorRequired }),
  productId: z.uuid({ error: LINK_MESSAGES.productRequired }).nullable(),
});
export type CreateInternalLinkRequest = z.infer<typeof createInternalLinkRequestSchema>;

/** generate-tracking-link for the creator (seed 001 §2): a product of an accepted campaign, or its whole store. */
export const generateLinkRequestSchema = z.object({
  campaignId: z.uuid({ error: LINK_MESSAGES.campaignRequired }),
  /** Null for a link to the brand's whole store. */
  productId: z.uuid({ error: LINK_MESSAGES.productRequired }).nullable(),
});
export type GenerateLinkRequest = z.infer<typeof generateLinkRequestSchema>;

/** What the generate dialog offers: each campaign the creator was accepted into, with its products. */
export const linkOptionSchema = z.object({
  campaignId: z.uuid(),
  campaignName: z.string().nullable(),
  brandId: z.uuid(),
  brandName: z.string().nullable(),
  products: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type LinkOption = z.infer<typeof linkOptionSchema>;
export const linkOptionListSchema = z.array(linkOptionSchema);

/** An empty text puts the product's own name or description back. */
const overrideText = (max: number, tooLong: string, multiline: boolean) =>
  textField({ invalid: LINK_MESSAGES.invalidText, multiline })
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .transform((value) => value || null);

/** Personalise product (seed 001 §5) and the shop toggle; what is absent stays as it is. */
export const updateLinkBodySchema = z
  .object({
    customProductName: overrideText(CUSTOM_PRODUCT_NAME_MAX, LINK_MESSAGES.nameTooLong, false).optional(),
    customProductDescription: overrideText(CUSTOM_PRODUCT_DESCRIPTION_MAX, LINK_MESSAGES.descriptionTooLong, true).optional(),
    showInShop: z.boolean().optional(),
  })
  .strict();
export type UpdateLinkBody = z.infer<typeof updateLinkBodySchema>;
export const updateLinkRequestSchema = updateLinkBodySchema.extend({ id: z.uuid() });
export type UpdateLinkRequest = z.infer<typeof updateLinkRequestSchema>;

/** A custom link's own code: upper-cased, letters, digits and hyphens (it travels in a path). */
const CUSTOM_CODE = /^[A-Z0-9][A-Z0-9_-]{2,49}$/;

/** A brand's custom link (seed 002 §5): a creator of the campaign, a destination that parses, an optional code. */
export const createCustomLinkRequestSchema = z.object({
  campaignId: z.uuid(),
  creatorId: z.uuid({ error: LINK_MESSAGES.creatorRequired }),
  destinationUrl: z
    .string({ error: LINK_MESSAGES.destinationRequired })
    .trim()
    .min(1, { error: LINK_MESSAGES.destinationRequired })
    .max(2000, { error: LINK_MESSAGES.invalidUrl })
    .pipe(z.url({ protocol: /^https?$/, error: LINK_MESSAGES.invalidUrl })),
  /** Blank for 'CUSTOM-' and 8 random characters. */
  code: z
    .string({ error: LINK_MESSAGES.codeShape })
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || CUSTOM_CODE.test(code), { error: LINK_MESSAGES.codeShape })
    .refine((code) => code === '' || !hasReservedWord(code), { error: LINK_MESSAGES.codeReserved })
    .nullish()
    .transform((code) => code || null),
});
export type CreateCustomLinkRequest = z.infer<typeof createCustomLinkRequestSchema>;
