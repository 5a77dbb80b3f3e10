import { MatchersV3 } from '@pact-foundation/pact';
import { NOTIFICATION_TYPES } from '@afilia/contracts';
import { bearer, gatewayPact, isoTime, jsonRequest, jsonResponse, signedInApi } from '../pact-support/gateway-consumer.js';
import { ApiError } from '../../src/platform/api/api-error.js';
import { notificationsApi } from '../../src/dashboard/notifications/notifications-api.js';
import { notificationPreferencesApi } from '../../src/platform/notifications/notification-preferences-api.js';

const { like, eachLike, integer, boolean, uuid, regex, fromProviderState } = MatchersV3;

/**
 * The bell's calls against the gateway: the list, mark one read, mark all read. The live stream
 * (GET /api/v1/notifications/stream, server-sent events) is left out: Pact's HTTP interactions
 * describe one request and one finished answer, not a stream held open; the gateway's
 * integration test covers it (gateway/test/integration/notifications-http.integration-spec.ts).
 */
const pact = gatewayPact('shell');

function client(baseUrl: string) {
  return notificationsApi(signedInApi(baseUrl));
}

const NOTIFICATION_ID = '5b1e7c2a-3f4d-4e6a-9b8c-7d6e5f4a3b2c';
const BRAND_ID = '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01';

describe('shell bell client against the gateway', () => {
  it('reads the latest notifications and how many are unread', () =>
    pact
      .addInteraction()
      .given('a brand with unread notifications')
      .uponReceiving('a request for the bell’s notifications')
      .withRequest('GET', '/api/v1/notifications', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          items: eachLike({
            id: uuid(NOTIFICATION_ID),
            audience: 'brand',
            audienceId: uuid(BRAND_ID),
            type: regex(`^(${NOTIFICATION_TYPES.join('|')})$`, 'application_received'),
            title: like('Nueva aplicación'),
            message: like('Sol Creadora aplicó a tu campaña "Temporada".'),
            link: like('/dashboard/campaigns/0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10/applications'),
            relatedId: like('1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d'),
            read: boolean(false),
            createdAt: isoTime(),
          }),
          unread: integer(2),
        }),
      )
      .executeTest(async (mock) => {
        const list = await client(mock.url).list();
        expect(list.unread).toBe(2);
        expect(list.items[0]).toMatchObject({ audience: 'brand', type: 'application_received', read: false });
      }));

  it('marks one notification read', () =>
    pact
      .addInteraction()
      .given('a brand with unread notifications')
      .uponReceiving('a request to mark one notification read')
      .withRequest(
        'POST',
        fromProviderState('/api/v1/notifications/${notificationId}/read', `/api/v1/notifications/${NOTIFICATION_ID}/read`),
        (b) => b.headers(jsonRequest).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Notificación leída' }))
      .executeTest(async (mock) => {
        expect(await client(mock.url).markRead(NOTIFICATION_ID)).toEqual({ message: 'Notificación leída' });
      }));

  it('is told a notification that is not the person’s does not exist', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a request to mark read a notification that is not the brand’s')
      .withRequest('POST', `/api/v1/notifications/${NOTIFICATION_ID}/read`, (b) => b.headers(jsonRequest).jsonBody({}))
      .willRespondWith(404, (b) => b.headers(jsonResponse).jsonBody({ code: 'NOT_FOUND', message: 'Notificación no encontrada' }))
      .executeTest(async (mock) => {
        const failure = client(mock.url).markRead(NOTIFICATION_ID);
        await expect(failure).rejects.toBeInstanceOf(ApiError);
        await expect(failure).rejects.toMatchObject({ status: 404, message: 'Notificación no encontrada' });
      }));

  it('marks all read', () =>
    pact
      .addInteraction()
      .given('a brand with unread notifications')
      .uponReceiving('a request to mark every notification read')
      .withRequest('POST', '/api/v1/notifications/read-all', (b) => b.headers(jsonRequest).jsonBody({}))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Todas las notificaciones quedaron leídas' }))
      .executeTest(async (mock) => {
        expect(await client(mock.url).markAllRead()).toEqual({ message: 'Todas las notificaciones quedaron leídas' });
      }));
});

describe('shell notification preferences client against the gateway', () => {
  const preferences = { campaigns: true, conversions: true, fraud: true, budgetAlerts: false, emailNotifications: true };
  const shape = {
    campaigns: boolean(true),
    conversions: boolean(true),
    fraud: boolean(true),
    budgetAlerts: boolean(true),
    emailNotifications: boolean(false),
  };

  it('reads the person’s own preferences', () =>
    pact
      .addInteraction()
      .given('a signed-in session')
      .uponReceiving('a request for the person’s notification preferences')
      .withRequest('GET', '/api/v1/notifications/preferences', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(shape))
      .executeTest(async (mock) => {
        expect(await notificationPreferencesApi(signedInApi(mock.url)).get()).toEqual({
          campaigns: true,
          conversions: true,
          fraud: true,
          budgetAlerts: true,
          emailNotifications: false,
        });
      }));

  it('saves them and is answered what was saved', () =>
    pact
      .addInteraction()
      .given('a signed-in session')
      .uponReceiving('a request to save the person’s notification preferences')
      .withRequest('PUT', '/api/v1/notifications/preferences', (b) => b.headers(jsonRequest).jsonBody(preferences))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(preferences))
      .executeTest(async (mock) => {
        expect(await notificationPreferencesApi(signedInApi(mock.url)).save(preferences)).toEqual(preferences);
      }));
});
