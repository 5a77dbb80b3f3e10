import { Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_TOKEN_TTL_S,
  errorFor,
  messageResponseSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  NotificationsRequests,
  notificationScopeSchema,
  type Actor,
  type NotificationPreferences,
} from '@afilia/contracts';
import { accessTokenTimes } from '../auth/access-token-times.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient, ServiceError } from '../bus/service-client.js';
import { SIGNED_IN } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { IdParam, ValidQuery } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import { LIVE_STREAMS_PER_PERSON, LiveNotifications } from './live-notifications.js';

const TAG = 'Notificaciones';
/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** Said to a fourth tab (it falls back to reading the list now and then). */
const LIVE_STREAMS_PER_PERSON_TEXT = `Ya tenés ${LIVE_STREAMS_PER_PERSON} pestañas con notificaciones en vivo. En esta se actualizan cada minuto.`;

/** The bell (seed 002 §2 'Dashboard shell', §7 notifications): its list, marks, and the live stream. */
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly live: LiveNotifications,
  ) {}

  @Get()
  @Operation({
    access: SIGNED_IN,
    tag: TAG,
    summary: 'Las últimas 20 notificaciones y cuántas no se leyeron',
    response: notificationListSchema,
  })
  list(@ValidQuery(notificationScopeSchema) query: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(NotificationsRequests.list, query, actor);
  }

  @Post('read-all')
  @HttpCode(200)
  @Operation({ access: SIGNED_IN, tag: TAG, summary: 'Marcar todas como leídas', response: messageResponseSchema })
  readAll(@ValidBody(notificationScopeSchema) body: { brandId?: string }, @CurrentActor() actor: Actor) {
    return this.services.request(NotificationsRequests.markAllRead, body, actor);
  }

  @Get('preferences')
  @Operation({ access: SIGNED_IN, tag: TAG, summary: 'Mis preferencias de notificaciones', response: notificationPreferencesSchema })
  preferences(@CurrentActor() actor: Actor) {
    return this.services.request(NotificationsRequests.preferences, {}, actor);
  }

  @Put('preferences')
  @Operation({
    access: SIGNED_IN,
    tag: TAG,
    summary: 'Guardar mis preferencias de notificaciones',
    response: notificationPreferencesSchema,
  })
  savePreferences(@ValidBody(notificationPreferencesSchema) body: NotificationPreferences, @CurrentActor() actor: Actor) {
    return this.services.request(NotificationsRequests.updatePreferences, body, actor);
  }

  @Post(':id/read')
  @HttpCode(200)
  @Operation({ access: SIGNED_IN, tag: TAG, summary: 'Marcar una como leída', response: messageResponseSchema })
  read(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(NotificationsRequests.markRead, { id }, actor);
  }

  /**
   * Server-sent events: each new notification for the signed-in person, as it is created. The
   * stream ends when its access token expires, or when the person's sessions end or access
   * changes; the client reconnects with a fresh token. A person holds at most 3 streams on a
   * replica (429), a replica 2000 (503).
   */
  @Get('stream')
  @Operation({ access: SIGNED_IN, tag: TAG, summary: 'Notificaciones nuevas en vivo (text/event-stream)', response: messageResponseSchema })
  stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @CurrentActor() actor: Actor): void {
    const times = accessTokenTimes(request.headers.authorization) ?? {
      issuedAtMs: Date.now(),
      expiresAtMs: Date.now() + ACCESS_TOKEN_TTL_S * 1000,
    };
    const raw = reply.raw;
    const remove = this.live.add({
      actor,
      issuedAtMs: times.issuedAtMs,
      send: (event, data) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => raw.end(),
    });
    if (typeof remove === 'string') {
      // The browser reads the list now and then instead (shell's use-notifications).
      void reply.header('retry-after', '60');
      throw new ServiceError(
        remove === 'person' ? errorFor('RATE_LIMITED', LIVE_STREAMS_PER_PERSON_TEXT) : errorFor('SERVICE_UNAVAILABLE'),
      );
    }
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(': conectado\n\n');
    const heartbeat = setInterval(() => raw.write(': sigo acá\n\n'), HEARTBEAT_MS);
    // It ends with the token that opened it: the browser reconnects with a fresh one.
    const expiry = setTimeout(() => raw.end(), Math.max(0, times.expiresAtMs - Date.now()));
    const close = () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      remove();
    };
    request.raw.on('close', close);
    raw.on('close', close);
  }
}
