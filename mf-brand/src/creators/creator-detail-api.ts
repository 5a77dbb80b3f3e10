import {
  affiliateLinkListSchema,
  affiliateLinkSchema,
  creatorCollaborationsSchema,
  creatorDetailSchema,
  messageResponseSchema,
  productCollaborationSchema,
  type AffiliateLink,
  type AnswerCollaborationRequest,
  type CreateInternalLinkRequest,
  type CreatorCollaborations,
  type CreatorDetail,
  type InviteCreatorRequest,
  type MessageResponse,
  type ProductCollaboration,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

const id = encodeURIComponent;

/**
 * Query keys of a creator's page, per acting brand ('own' for a brand owner). The profile sits
 * under the directory's `['creators']`, so what reloads the directory reloads it too.
 */
export const creatorDetailKeys = {
  detail: (brandId: string | null, creatorId: string) => ['creators', 'detail', brandId ?? 'own', creatorId] as const,
  collaborations: (brandId: string | null, creatorId: string) => ['creator-collaborations', brandId ?? 'own', creatorId] as const,
  links: (brandId: string | null, creatorId: string) => ['creator-links', brandId ?? 'own', creatorId] as const,
};

/**
 * mf-brand's calls to the gateway for a creator's page (seed 001 §2 'Creator detail for a brand',
 * §5, §8; issue 16 §3): the profile, the collaborations with the brand ('Invitar a Producto',
 * 'Solicitudes Recibidas', 'Invitaciones Enviadas') and an internal creator's links. Pact pins
 * them against the gateway (test/pact/creator-detail-api.pact-spec.ts).
 */
export function creatorDetailApi(api: ApiClient) {
  return {
    /** The creator as the brand sees it; 404 'Creador no encontrado' when the brand may not. */
    get(creatorId: string, brandId?: string | null): Promise<CreatorDetail> {
      return api.get(`/creators/${id(creatorId)}`, { schema: creatorDetailSchema, brandId });
    },
    /** The creator's requests to the brand (received) and the brand's invitations to it (sent), newest first. */
    collaborations(creatorId: string, brandId?: string | null): Promise<CreatorCollaborations> {
      return api.get(`/creators/${id(creatorId)}/collaborations`, { schema: creatorCollaborationsSchema, brandId });
    },
    /** 'Invitar a Producto' (201): one of the brand's active products, an optional message. */
    invite(creatorId: string, body: Omit<InviteCreatorRequest, 'brandId'>, brandId?: string | null): Promise<ProductCollaboration> {
      return api.post(`/creators/${id(creatorId)}/invitations`, body, { schema: productCollaborationSchema, brandId });
    },
    /** 'Aceptar' or 'Rechazar' a creator's pending request. */
    answer(collaborationId: string, body: AnswerCollaborationRequest): Promise<ProductCollaboration> {
      return api.put(`/product-collaborations/${id(collaborationId)}`, body, { schema: productCollaborationSchema });
    },
    /** The creator's links with the brand (an agency's: with any of its brands), newest first. */
    links(creatorId: string): Promise<AffiliateLink[]> {
      return api.get(`/links?${new URLSearchParams({ creatorId })}`, { schema: affiliateLinkListSchema });
    },
    /** 'Generar link' for the brand's own internal creator (201): a product, or the whole store (null). */
    createLink(body: Omit<CreateInternalLinkRequest, 'brandId'>, brandId?: string | null): Promise<AffiliateLink> {
      return api.post('/links/internal', body, { schema: affiliateLinkSchema, brandId });
    },
    /** Deletes a link with no sales (the audit rule: one with sales is refused with the server's text). */
    deleteLink(linkId: string): Promise<MessageResponse> {
      return api.delete(`/links/${id(linkId)}`, { schema: messageResponseSchema });
    },
  };
}

export type CreatorDetailApi = ReturnType<typeof creatorDetailApi>;
