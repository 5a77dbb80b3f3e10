import { readFileSync } from 'node:fs';
import {
  checkServiceName,
  registerInArchitecture,
  registerInBarrel,
  registerInEnvExample,
  registerInServices,
  serviceFiles,
} from './service-template.mjs';

const root = new URL('../../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

describe('the service template', () => {
  const files = serviceFiles('billing', { description: 'Cobros', epoch: 1700000000000 });

  it('stamps every part of a service in the pattern of the others', () => {
    expect(Object.keys(files).sort()).toEqual([
      'contracts/src/events/billing.ts',
      'contracts/src/messages/billing.ts',
      'services/billing/package.json',
      'services/billing/src/app.module.ts',
      'services/billing/src/config/env.ts',
      'services/billing/src/database/data-source.ts',
      'services/billing/src/database/migrations/1700000000000-CreateBilling.ts',
      'services/billing/src/main.ts',
      'services/billing/test/integration/health.integration-spec.ts',
      'services/billing/test/support/billing-harness.ts',
      'services/billing/tsconfig.build.json',
      'services/billing/tsconfig.json',
    ]);
    expect(files['contracts/src/messages/billing.ts']).toContain("defineRequest('billing.health.check'");
    expect(files['services/billing/src/main.ts']).toContain("startService(BillingModule.register(env), { name: 'billing'");
    expect(files['services/billing/src/database/migrations/1700000000000-CreateBilling.ts']).toContain('class CreateBilling1700000000000');
    expect(JSON.parse(files['services/billing/package.json']!).nx.targets).toEqual({ test: {}, integration: {} });
  });

  it('registers the service in the one list, the barrels and the architecture', () => {
    const services = registerInServices(read('contracts/src/services.ts'), 'billing');
    expect(services).toContain("import { BillingRequests } from './messages/billing.js';");
    expect(services).toMatch(/ {2}billing: \{ requests: BillingRequests, events: BillingEvents, consumes: \[\] \},\n\} as const satisfies/);
    expect(() => registerInServices(services, 'billing')).toThrow('ya está en la lista');
    expect(registerInBarrel(read('contracts/src/messages/index.ts'), 'billing')).toMatch(/export \* from '\.\/billing\.js';\n?$/);
    // After the last service's lines, whichever it is.
    expect(registerInEnvExample(read('.env.example'), 'billing')).toMatch(/[A-Z]+_DATABASE_PASSWORD=\nBILLING_DATABASE_PASSWORD=\n/);
    expect(registerInEnvExample(read('.env.example'), 'billing')).toMatch(/NATS_NKEY_[A-Z]+=\nNATS_SEED_BILLING=\nNATS_NKEY_BILLING=\n/);
    expect(registerInArchitecture(read('docs/architecture.md'), 'billing', 'Cobros')).toContain(
      '| `services/billing/` | Cobros | schema `billing` |\n| `gateway/`',
    );
  });

  it('refuses a name that cannot be a schema, a queue group and a subject segment', () => {
    for (const bad of ['', 'Billing', 'bi', 'billing-service', 'billing.x', '9lives'])
      expect(() => checkServiceName(bad)).toThrow('minúsculas');
    expect(checkServiceName('campaigns')).toBe('campaigns');
  });
});
