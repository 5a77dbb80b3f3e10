import { Module, type DynamicModule } from '@nestjs/common';
import { NotificationsRequests } from '@afilia/contracts';
import { healthController, JsonLogger, serviceImports } from '@afilia/service-kit';
import type { NotificationsEnv } from './config/env.js';
import { notificationsEntities, notificationsMigrations } from './database/data-source.js';
import { LogEmailSender, SmtpEmailSender } from './emails/email-sender.js';
import { EMAIL_SENDER, EmailsService } from './emails/emails.service.js';
import { PasswordResetRequestedListener } from './emails/password-reset-requested.listener.js';

@Module({})
export class NotificationsModule {
  static register(env: NotificationsEnv): DynamicModule {
    return {
      module: NotificationsModule,
      imports: serviceImports({ name: 'notifications', env, entities: notificationsEntities, migrations: notificationsMigrations }),
      controllers: [healthController('notifications', NotificationsRequests.health)],
      providers: [
        {
          provide: EMAIL_SENDER,
          inject: [JsonLogger],
          useFactory: (logger: JsonLogger) =>
            env.SMTP_URL ? new SmtpEmailSender(env.SMTP_URL, env.MAIL_FROM) : new LogEmailSender(logger),
        },
        EmailsService,
        PasswordResetRequestedListener,
      ],
    };
  }
}
