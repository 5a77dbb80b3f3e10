import { startService } from '@afilia/service-kit';
import { IdentityModule } from './app.module.js';
import { loadIdentityEnv } from './config/env.js';

const env = loadIdentityEnv();
await startService(IdentityModule.register(env), { name: 'identity', env });
