import { z } from 'zod';
import { textField } from '../../common/text.js';
import { productCollaborationSchema } from '../../entities/catalogue.js';

/**
 * Brands for creators and product collaborations (seed 001 §2 'Brands for creators', §3
 * product_collaborations, §4 collaboration; issue 15 §5). The seed's texts, and two of ours.
 */
export const COLLABORATION_TEXTS = {
  title: 'Marcas Disponibles',
  allBrandsTab: 'Todas las Marcas',
  activeCampaignsTab: 'Campañas Activas',
  comingSoon: 'Próximamente',
  noBrands: 'No hay marcas disponibles',
  viewProducts: 'Ver Productos',
  noProducts: 'Esta marca aún no tiene productos disponibles',
  brandNotFound: 'Marca no encontrada',
  request: 'Solicitar Colaboración',
  requested: 'Solicitud enviada exitosamente',
  loadBrandsError: 'Error al cargar marcas',
  loadDetailError: 'Error al cargar detalles',
  requestError: 'Error al enviar solicitud',
  /** Ours: a product already requested cannot be requested again (seed 001 §4). */
  alreadyRequested: 'Ya hay una colaboración para este producto',
  /** Ours: a product the creator already promotes through a campaign (issue 35 point 6). */
  alreadyPromoted: 'Ya promocionás este producto en una campaña',
  /** Ours: the product card's badge instead of 'Solicitar Colaboración'. */
  promotedBadge: 'Ya lo promocionás en una campaña',
  /** Ours: a product no longer on sale. */
  productUnavailable: 'Este producto ya no está disponible',
  messageTooLong: 'El mensaje es demasiado largo',
  /** The brand's side (seed 001 §2 'Creator detail for a brand', §5, §8; issue 16 §3). */
  invite: 'Invitar a Producto',
  inviteProduct: 'Producto',
  productRequired: 'Selecciona un producto',
  invited: 'Invitación enviada exitosamente',
  inviteError: 'Error al enviar invitación',
  updateError: 'Error al actualizar solicitud',
  receivedRequests: 'Solicitudes Recibidas',
  sentInvitations: 'Invitaciones Enviadas',
  noRequests: 'Este creador no te envió solicitudes',
  noInvitations: 'No enviaste invitaciones a este creador',
  accept: 'Aceptar',
  reject: 'Rechazar',
  accepted: 'Solicitud aceptada',
  rejected: 'Solicitud rechazada',
  /** Ours: a collaboration is answered once. */
  alreadyAnswered: 'Esta solicitud ya fue respondida',
  notFound: 'Solicitud no encontrada',
  /** The creator's side of a brand's invitation (ours: the seed does not show it). */
  invitationFromBrand: 'Invitación de la marca',
  invitationAccepted: 'Invitación aceptada',
  invitationRejected: 'Invitación rechazada',
} as const;

/** A brand's invitation as the brand follows it (seed 001 §2: Aceptada, Pendiente, Rechazada). */
export const INVITATION_STATUS_LABELS: Record<'pending' | 'accepted' | 'rejected', string> = {
  accepted: 'Aceptada',
  pending: 'Pendiente',
  rejected: 'Rechazada',
};

export const COLLABORATION_MESSAGE_MAX = 500;

export const COLLABORATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];
export const COLLABORATION_STATUS_LABELS: Record<CollaborationStatus, string> = {
  pending: 'Solicitud Pendiente',
  accepted: 'Colaboración Activa',
  rejected: 'Solicitud Rechazada',
};

/** A brand as a creator browses it: its active products counted, its base commission in percent. */
export const availableBrandSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  productCount: z.number().int(),
  commissionPercent: z.number(),
  memberSince: z.iso.datetime({ offset: true }),
});
export type AvailableBrand = z.infer<typeof availableBrandSchema>;
export const availableBrandListSchema = z.array(availableBrandSchema);

/** A brand's page for a creator: its active products with the creator's commission, and the creator's collaboration on each. */
export const brandForCreatorSchema = availableBrandSchema.omit({ productCount: true }).extend({
  products: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      description: z.string().nullable(),
      priceCents: z.number().int(),
      imageUrl: z.string().nullable(),
      commissionPercent: z.number(),
      collaboration: productCollaborationSchema.nullable(),
      /** The creator already promotes it through a campaign: no request is offered. */
      promoted: z.boolean().default(false),
    }),
  ),
});
export type BrandForCreator = z.infer<typeof brandForCreatorSchema>;

/** 'Solicitar Colaboración': the product, and an optional message to the brand. */
export const requestCollaborationSchema = z.object({
  productId: z.uuid({ error: 'Producto inválido' }),
  message: textField({ invalid: 'El mensaje contiene caracteres no válidos', multiline: true })
    .trim()
    .max(COLLABORATION_MESSAGE_MAX, { error: COLLABORATION_TEXTS.messageTooLong })
    // Nullish: the gateway's parsed body (null when empty) is parsed again by catalogue.
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RequestCollaboration = z.input<typeof requestCollaborationSchema>;

/** 'Invitar a Producto' (seed 001 §5: an invitation requires a product). */
export const inviteCreatorRequestSchema = z.object({
  brandId: z.uuid().optional(),
  productId: z.uuid({ error: COLLABORATION_TEXTS.productRequired }),
  message: requestCollaborationSchema.shape.message,
});
export type InviteCreatorRequest = z.input<typeof inviteCreatorRequestSchema>;

/** The other side's answer to a pending collaboration. */
export const answerCollaborationRequestSchema = z.object({
  status: z.enum(['accepted', 'rejected'], { error: 'Respuesta inválida' }),
});
export type AnswerCollaborationRequest = z.infer<typeof answerCollaborationRequestSchema>;

/** A collaboration with its product, as either side lists it. */
export const collaborationWithProductSchema = productCollaborationSchema.extend({
  productName: z.string(),
  priceCents: z.number().int(),
  commissionPercent: z.number(),
});
export type CollaborationWithProduct = z.infer<typeof collaborationWithProductSchema>;

/** A brand's collaborations with one creator: its requests (received) and the brand's invitations (sent), newest first. */
export const creatorCollaborationsSchema = z.object({
  received: z.array(collaborationWithProductSchema),
  sent: z.array(collaborationWithProductSchema),
});
export type CreatorCollaborations = z.infer<typeof creatorCollaborationsSchema>;
