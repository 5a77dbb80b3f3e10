import { startService } from '@afilia/service-kit';
import { NotificationsModule } from './app.module.js';
import { loadNotificationsEnv } from './config/env.js';

const env = loadNotificationsEnv();
await startService(NotificationsModule.register(env), { name: 'notifications', env });
