import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { z } from 'zod';
import { defineRequest } from '@afilia/contracts';
import {
  DomainError,
  eventTablesSql,
  Handles,
  jsonTimestamp,
  namedQuery,
  RawJson,
  readJson,
  relayService,
  requestService,
  serviceEnvSchema,
  serviceImports,
} from '@afilia/service-kit';
import { ServiceHarness, testCaller, type HarnessEnv } from '@afilia/service-kit/testing';

// Read paths whose JSON Postgres writes (issue 37 §1): the service sends it unparsed, the
// gateway's relay passes the same bytes on, and in tests (STRICT_REPLIES) a JSON that is not
// exactly what its contract makes of it is refused.
const NAME = 'kitraw';
const itemsSchema = z.array(z.object({ id: z.string(), at: z.string() }));
const none = z.object({});
const list = defineRequest(`${NAME}.list.get`, none, itemsSchema, { needsActor: false });
const drifted = defineRequest(`${NAME}.drifted.get`, none, itemsSchema, { needsActor: false });
const plain = defineRequest(`${NAME}.plain.get`, none, z.object({ ok: z.boolean() }), { needsActor: false });
const refused = defineRequest(`${NAME}.refused.get`, none, z.object({ ok: z.boolean() }), { needsActor: false });

const LIST = namedQuery(
  'kitraw.list',
  `SELECT json_agg(json_build_object('id', v.id, 'at', ${jsonTimestamp('v.at')}) ORDER BY v.id)::text AS "json"
     FROM (VALUES ('a', '2026-11-29T04:22:00.123456Z'::timestamptz), ('b', '2026-01-02T03:04:05Z'::timestamptz)) v(id, at)`,
);

class CreateKitRaw1700000000001 implements MigrationInterface {
  name = 'CreateKitRaw1700000000001';
  async up(q: QueryRunner): Promise<void> {
    for (const sql of eventTablesSql(NAME)) await q.query(sql);
  }
  async down(): Promise<void> {}
}

@Controller()
class RawController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Handles(list)
  list() {
    return readJson(this.dataSource, LIST, []);
  }

  @Handles(drifted)
  drifted() {
    return new RawJson('[{"id":"a","at":"x","secret":"kept out by the contract"}]');
  }

  @Handles(plain)
  plain() {
    return { ok: true };
  }

  @Handles(refused)
  refused(): { ok: boolean } {
    throw new DomainError('FORBIDDEN');
  }
}

@Module({})
class KitRawModule {
  static register(own: HarnessEnv): DynamicModule {
    const env = serviceEnvSchema.parse({ ...process.env, ...own });
    return {
      module: KitRawModule,
      imports: serviceImports({ name: NAME, env, entities: [], migrations: [CreateKitRaw1700000000001] }),
      controllers: [RawController],
    };
  }
}

const service = new ServiceHarness(NAME, (env) => KitRawModule.register(env));
beforeAll(() => service.start());
afterAll(() => service.stop());

const options = () => ({ caller: testCaller('gateway') });

describe('raw JSON answers', () => {
  const written = '[{"id":"a","at":"2026-11-29T04:22:00.123Z"},{"id":"b","at":"2026-01-02T03:04:05.000Z"}]';

  it("relays Postgres's JSON as Postgres wrote it, timestamps as the contracts write them", async () => {
    const reply = await relayService(service.nc, list, {}, null, options());
    if (!reply.ok) throw new Error(reply.error.message);
    expect(JSON.parse(reply.value.text)).toEqual(JSON.parse(written));
    // json_build_object's own spacing: nobody parsed and encoded it again on the way.
    expect(reply.value.text).toContain('{"id" : "a", "at" : "2026-11-29T04:22:00.123Z"}');
  });

  it('answers the same value to a caller that reads it', async () => {
    expect(await requestService(service.nc, list, {}, null, options())).toEqual({ ok: true, value: JSON.parse(written) });
  });

  it("relays an ordinary answer as its JSON, and a refusal as the catalogue's error", async () => {
    const relayed = await relayService(service.nc, plain, {}, null, options());
    expect(relayed.ok && relayed.value.text).toBe('{"ok":true}');
    expect(await relayService(service.nc, refused, {}, null, options())).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('refuses, in tests, JSON that carries more than its contract', async () => {
    expect(await relayService(service.nc, drifted, {}, null, options())).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });
});
