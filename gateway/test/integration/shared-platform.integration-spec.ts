// The gateway's integration suites that need nothing but the platform as `npm start` runs it:
// every `suites/*.suite.ts`, on one platform started once (support/shared-platform.ts). Booting
// five services and the gateway takes longer than most suites, and they isolate themselves by
// signing up their own people, so one boot serves them all.
//
// A suite is a module of describe blocks that calls `sharedPlatform()` for its platform. Keep
// its beforeEach/afterEach inside its describe blocks: at a module's top level they would run
// around every other suite's tests too. A suite that needs other settings (its own environment,
// Mercado Pago, a second gateway on a shared Redis) is an `*.integration-spec.ts` of its own with
// its own PlatformHarness.
//
// One suite: `node tools/jest/run.mjs gateway integration shared-platform -t '<describe name>'`.
import { readdirSync } from 'node:fs';

const suites = readdirSync(new URL('./suites/', import.meta.url)).filter((file) => file.endsWith('.suite.ts'));
for (const file of suites.sort()) await import(`./suites/${file}`);
