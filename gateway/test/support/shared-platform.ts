import { BOOT_HOOK_TIMEOUT_MS } from '@afilia/service-kit/testing';
import { PlatformHarness } from './platform-harness.js';

let shared: PlatformHarness | undefined;

/**
 * The platform the suites of `test/integration/suites/` share: started once before the first of
 * them and stopped after the last (shared-platform.integration-spec.ts runs them all in one
 * file), since a boot costs more than most suites. Each suite signs up its own people, brands and
 * stores, so none sees another's rows. It has what any of them needs: every part's log lines
 * (`logLines`), each part's /metrics (`metricsOf`) and the local social networks.
 */
export function sharedPlatform(): PlatformHarness {
  if (shared) return shared;
  const platform = (shared = new PlatformHarness({ logs: true, metrics: true, socialSandbox: true }));
  beforeAll(async () => {
    await platform.start();
    process.stderr.write(`[pruebas] plataforma compartida en ${platform.baseUrl}; registros en ${platform.logDir}\n`);
  }, BOOT_HOOK_TIMEOUT_MS);
  afterAll(() => platform.stop(), 60_000);
  return platform;
}
