import { startService } from '@afilia/service-kit';
import { TrackingModule } from './app.module.js';
import { loadTrackingEnv } from './config/env.js';

const env = loadTrackingEnv();
await startService(TrackingModule.register(env), { name: 'tracking', env });
