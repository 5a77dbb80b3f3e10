import { startService } from '@afilia/service-kit';
import { CatalogueModule } from './app.module.js';
import { loadCatalogueEnv } from './config/env.js';

const env = loadCatalogueEnv();
await startService(CatalogueModule.register(env), { name: 'catalogue', env });
