import { createAppConfig } from '../rspack.shared.js';

export default (_env, argv) =>
  createAppConfig({
    app: 'shell',
    mode: argv.mode ?? 'production',
    html: true,
    // Consumers that load the platform through federation get the shared singleton (see expose.ts).
    exposes: { './platform': './src/platform/expose.ts' },
    remotes: ['public', 'brand', 'creator'],
  });
