// The files of a new service in today's pattern, and the edits that register it in the one
// list of services. Pure functions over text, so the generator's test can check them without
// touching the tree. `npm run new:service -- <name>` (tools/scripts/new-service.mjs) applies them.

/** A service name is its Postgres schema, its NATS queue group and its subjects' first segment. */
export function checkServiceName(name) {
  if (!/^[a-z][a-z0-9]{2,29}$/.test(name ?? ''))
    throw new Error('El nombre del servicio va en minúsculas, sin espacios ni guiones, de 3 a 30 letras o números (ej.: campaigns).');
  return name;
}

const pascal = (name) => name[0].toUpperCase() + name.slice(1);

/** { path: content } of the service's own files and its contracts, relative to the workspace root. */
export function serviceFiles(name, { description, epoch = Date.now() }) {
  const P = pascal(name);
  const migration = `Create${P}${epoch}`;
  return {
    [`contracts/src/messages/${name}.ts`]: `import { z } from 'zod';
import { defineRequest, healthResponseSchema } from './define.js';

export const ${P}Requests = {
  health: defineRequest('${name}.health.check', z.object({}), healthResponseSchema, { needsActor: false }),
} as const;
`,
    [`contracts/src/events/${name}.ts`]: `import type { EventDef } from './define.js';
import type { z } from 'zod';

/** What ${name} tells the rest of the platform; its stream exists once this lists an event. */
export const ${P}Events: Record<string, EventDef<string, z.ZodType>> = {};
`,
    [`services/${name}/package.json`]: `${JSON.stringify(
      {
        name: `@afilia/${name}`,
        version: '0.1.0',
        private: true,
        type: 'module',
        description,
        main: 'dist/main.js',
        scripts: { build: 'tsc7 -p tsconfig.build.json', typecheck: 'tsc7 -p tsconfig.json --noEmit', start: 'node dist/main.js' },
        dependencies: { '@afilia/contracts': '0.1.0', '@afilia/service-kit': '0.1.0' },
        nx: { targets: { test: {}, integration: {} } },
      },
      null,
      2,
    )}\n`,
    [`services/${name}/tsconfig.json`]: `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": ".", "noEmit": true, "types": ["node", "jest"] },
  "include": ["src/**/*.ts", "test/**/*.ts"]
}
`,
    [`services/${name}/tsconfig.build.json`]: `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist" },
  "include": ["src/**/*.ts"],
  "exclude": ["src/**/*.spec.ts"]
}
`,
    [`services/${name}/src/main.ts`]: `import { startService } from '@afilia/service-kit';
import { ${P}Module } from './app.module.js';
import { load${P}Env } from './config/env.js';

const env = load${P}Env();
await startService(${P}Module.register(env), { name: '${name}', env });
`,
    [`services/${name}/src/app.module.ts`]: `import { Module, type DynamicModule } from '@nestjs/common';
import { ${P}Requests } from '@afilia/contracts';
import { healthController, serviceImports } from '@afilia/service-kit';
import type { ${P}Env } from './config/env.js';
import { ${name}Entities, ${name}Migrations } from './database/data-source.js';

/** ${description} */
@Module({})
export class ${P}Module {
  static register(env: ${P}Env): DynamicModule {
    return {
      module: ${P}Module,
      imports: serviceImports({ name: '${name}', env, entities: ${name}Entities, migrations: ${name}Migrations }),
      controllers: [healthController('${name}', ${P}Requests.health)],
      providers: [],
    };
  }
}
`,
    [`services/${name}/src/config/env.ts`]: `import type { z } from 'zod';
import { loadEnv, serviceEnvSchema } from '@afilia/service-kit';

/** The service's settings: the shared ones, and its own as it grows (each listed in .env.example). */
export const ${name}EnvSchema = serviceEnvSchema.extend({});
export type ${P}Env = z.infer<typeof ${name}EnvSchema>;

export function load${P}Env(source: NodeJS.ProcessEnv = process.env): ${P}Env {
  return loadEnv(${name}EnvSchema, source);
}
`,
    [`services/${name}/src/database/data-source.ts`]: `import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@afilia/service-kit';
import { ${migration} } from './migrations/${epoch}-Create${P}.js';

export const ${name.toUpperCase()}_SCHEMA = '${name}';
export const ${name}Entities: (new () => object)[] = [];
export const ${name}Migrations = [${migration}];

/** Serves both Nest (app.module) and the TypeORM CLI. */
export function ${name}DataSourceOptions(url: string) {
  return serviceDataSourceOptions(url, ${name.toUpperCase()}_SCHEMA, ${name}Entities, ${name}Migrations);
}

export default new DataSource(${name}DataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/afilia'));
`,
    [`services/${name}/src/database/migrations/${epoch}-Create${P}.ts`]: `import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventTablesSql } from '@afilia/service-kit';

/** The tables every service has: its outbox and the events its consumers processed. */
export class ${migration} implements MigrationInterface {
  name = '${migration}';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of eventTablesSql('${name}')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['processed_events', 'outbox']) await q.query(\`DROP TABLE IF EXISTS "${name}"."\${table}"\`);
  }
}
`,
    [`services/${name}/test/support/${name}-harness.ts`]: `import { ServiceHarness } from '@afilia/service-kit/testing';
import { ${P}Module } from '../../src/app.module.js';
import { load${P}Env } from '../../src/config/env.js';

/** The real ${name} service on the run's fresh database and NATS. */
export class ${P}Harness extends ServiceHarness {
  constructor() {
    super('${name}', (env) => ${P}Module.register(load${P}Env({ ...process.env, ...env })));
  }
}
`,
    [`services/${name}/test/integration/health.integration-spec.ts`]: `import { ${P}Requests } from '@afilia/contracts';
import { ${P}Harness } from '../support/${name}-harness.js';

const ${name} = new ${P}Harness();

beforeAll(() => ${name}.start());
afterAll(() => ${name}.stop());

describe('${name}.health.check', () => {
  it('answers that the service and its database are up', async () => {
    expect(await ${name}.call(${P}Requests.health, {})).toEqual({ service: '${name}', ok: true, database: true });
  });

  it('has its own schema with the outbox and processed events', async () => {
    const { rows } = await ${name}.db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = '${name}' ORDER BY table_name",
    );
    expect(rows.map((r: { table_name: string }) => r.table_name)).toEqual(['migrations', 'outbox', 'processed_events']);
  });
});
`,
  };
}

function insertAfterLast(source, pattern, line) {
  const matches = [...source.matchAll(pattern)];
  if (!matches.length) throw new Error(`No encontré dónde agregar: ${line}`);
  const last = matches[matches.length - 1];
  const at = last.index + last[0].length;
  return `${source.slice(0, at)}\n${line}${source.slice(at)}`;
}

/** contracts/src/services.ts with the service added to the one list. */
export function registerInServices(source, name) {
  const P = pascal(name);
  if (source.includes(`  ${name}: {`)) throw new Error(`${name} ya está en la lista de servicios`);
  let out = insertAfterLast(
    source,
    /^import .*;$/gm,
    `import { ${P}Events } from './events/${name}.js';\nimport { ${P}Requests } from './messages/${name}.js';`,
  );
  const end = '} as const satisfies Record<string, ServiceContract>;';
  if (!out.includes(end)) throw new Error('No encontré el final de SERVICES en contracts/src/services.ts');
  out = out.replace(end, `  ${name}: { requests: ${P}Requests, events: ${P}Events, consumes: [] },\n${end}`);
  return out;
}

/** A barrel (`messages/index.ts`, `events/index.ts`) that also exports the new file. */
export function registerInBarrel(source, name) {
  return insertAfterLast(source, /^export \* from .*;$/gm, `export * from './${name}.js';`);
}

/** .env.example with the service's database password and NATS keys (compose and Kubernetes require them), after the last ones. */
export function registerInEnvExample(source, name) {
  const withPassword = insertAfterLast(source, /^[A-Z0-9]+_DATABASE_PASSWORD=$/gm, `${name.toUpperCase()}_DATABASE_PASSWORD=`);
  // Its NATS user: the seed it is given, the public key nats-server is given.
  return insertAfterLast(withPassword, /^NATS_NKEY_[A-Z0-9_]+=$/gm, `NATS_SEED_${name.toUpperCase()}=\nNATS_NKEY_${name.toUpperCase()}=`);
}

/** docs/architecture.md's table of parts with the service's row, before the gateway's. */
export function registerInArchitecture(source, name, description) {
  const gatewayRow = source.split('\n').find((l) => l.startsWith('| `gateway/`'));
  if (!gatewayRow) throw new Error('No encontré la fila del gateway en docs/architecture.md');
  return source.replace(gatewayRow, `| \`services/${name}/\` | ${description} | schema \`${name}\` |\n${gatewayRow}`);
}
