import { createAppConfig } from '../rspack.shared.js';

export default (_env, argv) =>
  createAppConfig({
    app: 'creator',
    mode: argv.mode ?? 'production',
    exposes: { './routes': './src/routes.ts', './nav': './src/nav.ts' },
  });
