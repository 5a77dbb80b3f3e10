import {
  affiliateLinkSchema,
  discountCodeListSchema,
  linkOptionListSchema,
  messageResponseSchema,
  type AffiliateLink,
  type DiscountCode,
  type GenerateLinkRequest,
  type LinkOption,
  type MessageResponse,
  type UpdateLinkBody,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

const id = encodeURIComponent;

/** The links themselves are read with the campaigns' `useMyLinks` (creatorKeys.links). */
export const linkKeys = {
  options: ['creator', 'link-options'] as const,
  codes: ['creator', 'discount-codes'] as const,
};

/**
 * mf-creator's calls for 'Mis Links y Códigos' (seed 001 §7 affiliate_links, discount_codes;
 * seed 002 §7 generate-tracking-link, creator_banner_messages). Pact pins them.
 */
export function linksApi(api: ApiClient) {
  return {
    /** The campaigns the creator was accepted into and their active products. */
    options(): Promise<LinkOption[]> {
      return api.get('/links/options', { schema: linkOptionListSchema });
    },
    generate(body: GenerateLinkRequest): Promise<AffiliateLink> {
      return api.post('/links', body, { schema: affiliateLinkSchema });
    },
    update(linkId: string, body: UpdateLinkBody): Promise<AffiliateLink> {
      return api.patch(`/links/${id(linkId)}`, body, { schema: affiliateLinkSchema });
    },
    remove(linkId: string): Promise<MessageResponse> {
      return api.delete(`/links/${id(linkId)}`, { schema: messageResponseSchema });
    },
    /** The banner message to the brand, saved pending (one per creator and brand). */
    submitBanner(brandId: string, customMessage: string): Promise<MessageResponse> {
      return api.put('/banner-messages', { brandId, customMessage }, { schema: messageResponseSchema });
    },
    /** The discount codes brands assigned to the creator. */
    codes(): Promise<DiscountCode[]> {
      return api.get('/discount-codes', { schema: discountCodeListSchema });
    },
    customiseCode(codeId: string, code: string): Promise<MessageResponse> {
      return api.put(`/discount-codes/${id(codeId)}/custom-code`, { code }, { schema: messageResponseSchema });
    },
  };
}
