import { randomUUID } from 'node:crypto';
import { Controller, Module, type DynamicModule } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { z } from 'zod';
import { defineRequest, type Actor } from '@afilia/contracts';
import {
  callerKey,
  eventTablesSql,
  generateCallerKeys,
  Handles,
  requestService,
  serviceEnvSchema,
  serviceImports,
  signPass,
} from '@afilia/service-kit';
import { brandActor, ServiceHarness, testCaller, type HarnessEnv } from '@afilia/service-kit/testing';

// A bare actor in a message body, a pass signed by someone else, a pass for another subject or
// an expired one: the service refuses each before the handler runs. Only a caller the contract
// names may send the request.
const NAME = 'kitpass';
const whoAmI = defineRequest(`${NAME}.actor.get`, z.object({}), z.object({ userId: z.string(), role: z.string() }), { needsActor: true });
const open = defineRequest(`${NAME}.open.get`, z.object({}), z.object({ ok: z.boolean() }), { needsActor: false });
const fromIdentity = defineRequest(`${NAME}.internal.get`, z.object({}), z.object({ ok: z.boolean() }), {
  needsActor: false,
  callers: ['identity'],
});

class CreateKitPass1700000000001 implements MigrationInterface {
  name = 'CreateKitPass1700000000001';
  async up(q: QueryRunner): Promise<void> {
    for (const sql of eventTablesSql(NAME)) await q.query(sql);
  }
  async down(): Promise<void> {}
}

@Controller()
class PassController {
  @Handles(whoAmI)
  who(_data: unknown, actor: Actor) {
    return { userId: actor.userId, role: actor.role };
  }

  @Handles(open)
  open() {
    return { ok: true };
  }

  @Handles(fromIdentity)
  internal() {
    return { ok: true };
  }
}

@Module({})
class KitPassModule {
  static register(own: HarnessEnv): DynamicModule {
    const env = serviceEnvSchema.parse({ ...process.env, ...own });
    return {
      module: KitPassModule,
      imports: serviceImports({ name: NAME, env, entities: [], migrations: [CreateKitPass1700000000001] }),
      controllers: [PassController],
    };
  }
}

const service = new ServiceHarness(NAME, (env) => KitPassModule.register(env));
beforeAll(() => service.start());
afterAll(() => service.stop());

/** Sends a raw packet in NestJS's wire format, as anyone connected to NATS could. */
async function raw(subject: string, data: unknown): Promise<{ err?: { code: string }; response?: unknown }> {
  const packet = { pattern: subject, data, id: randomUUID() };
  const msg = await service.nc.request(subject, new TextEncoder().encode(JSON.stringify(packet)), { timeout: 5000 });
  return JSON.parse(new TextDecoder().decode(msg.data));
}

describe('signed passes on the bus', () => {
  const actor = brandActor();

  it('answers the actor the gateway vouched for', async () => {
    expect(await service.call(whoAmI, {}, actor)).toEqual({ userId: actor.userId, role: 'brand' });
  });

  it('refuses a bare actor in the body, or no pass at all', async () => {
    expect((await raw(whoAmI.subject, { actor: { ...actor, role: 'admin' }, data: {} })).err?.code).toBe('UNAUTHENTICATED');
    expect((await raw(open.subject, { data: {} })).err?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a pass signed by a key nobody trusts, even naming the gateway', async () => {
    const forged = callerKey('gateway', generateCallerKeys(['gateway']).gateway!.privateKey);
    expect((await raw(whoAmI.subject, { pass: signPass(forged, whoAmI.subject, actor), data: {} })).err?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a pass made for another subject, or expired', async () => {
    const gateway = testCaller('gateway');
    expect((await raw(whoAmI.subject, { pass: signPass(gateway, open.subject, actor), data: {} })).err?.code).toBe('UNAUTHENTICATED');
    const old = signPass(gateway, whoAmI.subject, actor, Date.now() - 120_000);
    expect((await raw(whoAmI.subject, { pass: old, data: {} })).err?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a pass whose actor was changed after signing', async () => {
    const [body, signature] = signPass(testCaller('gateway'), whoAmI.subject, actor).split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...claims, a: { ...claims.a, role: 'admin' } })).toString('base64url');
    expect((await raw(whoAmI.subject, { pass: `${tampered}.${signature}`, data: {} })).err?.code).toBe('UNAUTHENTICATED');
  });

  it('lets only the callers a request names send it: another service with its own valid key is refused', async () => {
    const asCatalogue = await requestService(service.nc, fromIdentity, {}, null, { caller: testCaller('catalogue') });
    expect(asCatalogue.ok ? 'ok' : asCatalogue.error.code).toBe('FORBIDDEN');
    const asGateway = await service.request(fromIdentity, {});
    expect(asGateway.ok ? 'ok' : asGateway.error.code).toBe('FORBIDDEN');
    const asIdentity = await requestService(service.nc, fromIdentity, {}, null, { caller: testCaller('identity') });
    expect(asIdentity.ok ? asIdentity.value : asIdentity.error.code).toEqual({ ok: true });
  });
});
