import { JsonLogger, startMetricsListener } from '@afilia/service-kit';
import { loadGatewayEnv } from './config/env.js';
import { createGateway } from './create-gateway.js';

const env = loadGatewayEnv();
const app = await createGateway(env);
await app.listen(env.PORT, env.HOST);
if (env.METRICS_PORT) await startMetricsListener(env.METRICS_PORT);
new JsonLogger('gateway').info('gateway listening', { url: env.PUBLIC_URL });
