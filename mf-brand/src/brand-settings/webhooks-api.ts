import {
  messageResponseSchema,
  webhookDeliveriesPageSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointsSchema,
  webhookEndpointWithSecretSchema,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDeliveriesPage,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** Query key of a brand's webhook endpoints, and of one endpoint's delivery log. */
export const webhooksKey = (brandId: string) => ['webhooks', brandId] as const;
export const deliveriesKey = (brandId: string, endpointId: string) => ['webhooks', brandId, endpointId, 'deliveries'] as const;

/** A brand's webhooks (issue 39 §2): endpoints (their secret shown at creation and rotation only), their log, resends. */
export function webhooksApi(api: ApiClient) {
  const base = (brandId: string) => `/brands/${encodeURIComponent(brandId)}`;
  const endpoint = (brandId: string, id: string) => `${base(brandId)}/webhooks/${encodeURIComponent(id)}`;
  return {
    list(brandId: string): Promise<WebhookEndpoint[]> {
      return api.get(`${base(brandId)}/webhooks`, { schema: webhookEndpointsSchema });
    },
    create(brandId: string, body: CreateWebhookEndpointRequest): Promise<WebhookEndpointWithSecret> {
      return api.post(`${base(brandId)}/webhooks`, body, { schema: webhookEndpointWithSecretSchema });
    },
    update(brandId: string, id: string, body: UpdateWebhookEndpointRequest): Promise<WebhookEndpoint> {
      return api.patch(endpoint(brandId, id), body, { schema: webhookEndpointSchema });
    },
    remove(brandId: string, id: string): Promise<{ message: string }> {
      return api.delete(endpoint(brandId, id), { schema: messageResponseSchema });
    },
    rotateSecret(brandId: string, id: string): Promise<WebhookEndpointWithSecret> {
      return api.post(`${endpoint(brandId, id)}/rotate-secret`, {}, { schema: webhookEndpointWithSecretSchema });
    },
    test(brandId: string, id: string): Promise<WebhookDelivery> {
      return api.post(`${endpoint(brandId, id)}/test`, {}, { schema: webhookDeliverySchema });
    },
    deliveries(brandId: string, id: string, before?: string): Promise<WebhookDeliveriesPage> {
      const query = before ? `?before=${encodeURIComponent(before)}` : '';
      return api.get(`${endpoint(brandId, id)}/deliveries${query}`, { schema: webhookDeliveriesPageSchema });
    },
    resend(brandId: string, deliveryId: string): Promise<WebhookDelivery> {
      return api.post(
        `${base(brandId)}/webhook-deliveries/${encodeURIComponent(deliveryId)}/resend`,
        {},
        { schema: webhookDeliverySchema },
      );
    },
  };
}
