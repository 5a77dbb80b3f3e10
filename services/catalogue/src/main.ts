import { startService } from '@afilia/service-kit';
import { CatalogueModule } from './app.module.js';
import { loadCatalogueEnv } from './config/env.js';

const env = loadCatalogueEnv();
await startService(CatalogueModule.register(env), { name: 'catalogue', natsUrl: env.NATS_URL, logLevel: env.LOG_LEVEL });
