import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsRequests } from '@afilia/contracts';
import { ensureSchema, healthController, JsonLogger, ServiceKitModule } from '@afilia/service-kit';
import type { NotificationsEnv } from './config/env.js';
import { NOTIFICATIONS_SCHEMA, notificationsDataSourceOptions, notificationsEntities } from './database/data-source.js';
import { LogEmailSender, SmtpEmailSender } from './emails/email-sender.js';
import { EMAIL_SENDER, EmailsService } from './emails/emails.service.js';
import { PasswordResetRequestedListener } from './emails/password-reset-requested.listener.js';

@Module({})
export class NotificationsModule {
  static register(env: NotificationsEnv): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            await ensureSchema(env.DATABASE_URL, NOTIFICATIONS_SCHEMA);
            return notificationsDataSourceOptions(env.DATABASE_URL);
          },
        }),
        TypeOrmModule.forFeature(notificationsEntities),
        ServiceKitModule.forService({ name: 'notifications', natsUrl: env.NATS_URL, logLevel: env.LOG_LEVEL }),
      ],
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
