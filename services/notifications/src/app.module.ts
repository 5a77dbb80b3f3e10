import { Module, type DynamicModule } from '@nestjs/common';
import { NotificationsRequests } from '@afilia/contracts';
import { AtRestCipher, healthController, JsonLogger, serviceImports } from '@afilia/service-kit';
import { NOTIFICATIONS_ENV, type NotificationsEnv } from './config/env.js';
import { notificationsEntities, notificationsMigrations } from './database/data-source.js';
import { MailboxEmailSender, SmtpEmailSender } from './emails/email-sender.js';
import { EMAIL_SENDER, EmailsService, SEAL_PRIVATE_KEY } from './emails/emails.service.js';
import { NotificationEmails, PUBLIC_URL } from './emails/notification-emails.js';
import { CreatorClaimOfferedListener } from './emails/creator-claim-offered.listener.js';
import { PasswordResetRequestedListener } from './emails/password-reset-requested.listener.js';
import { InboxController } from './inbox/inbox.controller.js';
import { InboxService } from './inbox/inbox.service.js';
import { NotificationsListener } from './inbox/notifications.listener.js';
import { PreferencesController } from './preferences/preferences.controller.js';
import { PreferencesService } from './preferences/preferences.service.js';
import { WebhookSender } from './webhooks/webhook-sender.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { WEBHOOK_SECRETS, WebhooksService } from './webhooks/webhooks.service.js';

@Module({})
export class NotificationsModule {
  static register(env: NotificationsEnv): DynamicModule {
    return {
      module: NotificationsModule,
      imports: serviceImports({
        name: 'notifications',
        env,
        entities: notificationsEntities,
        migrations: notificationsMigrations,
        signingKey: env.SIGNING_KEY,
      }),
      controllers: [
        InboxController,
        PreferencesController,
        WebhooksController,
        healthController('notifications', NotificationsRequests.health),
      ],
      providers: [
        {
          provide: EMAIL_SENDER,
          inject: [JsonLogger],
          useFactory: (logger: JsonLogger) =>
            env.SMTP_URL
              ? new SmtpEmailSender(env.SMTP_URL, env.MAIL_FROM)
              : new MailboxEmailSender(env.MAILBOX_DIR, env.MAIL_FROM, logger),
        },
        { provide: SEAL_PRIVATE_KEY, useValue: env.SEAL_PRIVATE_KEY },
        { provide: PUBLIC_URL, useValue: env.PUBLIC_URL },
        { provide: NOTIFICATIONS_ENV, useValue: env },
        // Endpoint secrets sealed under a key derived from this service's own private key.
        { provide: WEBHOOK_SECRETS, useValue: new AtRestCipher(env.SEAL_PRIVATE_KEY, 'webhook-secret') },
        WebhooksService,
        WebhookSender,
        EmailsService,
        PasswordResetRequestedListener,
        CreatorClaimOfferedListener,
        PreferencesService,
        NotificationEmails,
        InboxService,
        NotificationsListener,
      ],
    };
  }
}
