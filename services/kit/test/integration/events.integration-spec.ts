import { randomUUID } from 'node:crypto';
import { Injectable, Module, type DynamicModule } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { IdentityEvents, type EventPayload } from '@afilia/contracts';
import {
  currentRequestContext,
  eventTablesSql,
  OnEvent,
  Outbox,
  runInRequestContext,
  serviceEnvSchema,
  serviceImports,
  type EventTransaction,
} from '@afilia/service-kit';
import { ServiceHarness, waitFor, type HarnessEnv } from '@afilia/service-kit/testing';

// A throwaway service with its own schema that consumes identity's sign-ups and writes events
// of its own through the outbox: the kit's event plumbing, end to end on real Postgres and NATS.
const NAME = 'kittest';
type SignedUp = EventPayload<typeof IdentityEvents.userSignedUp>;

class CreateEventTables1700000000000 implements MigrationInterface {
  name = 'CreateEventTables1700000000000';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "${NAME}"."seen" ("user_id" uuid PRIMARY KEY, "name" text NOT NULL)`);
    for (const sql of eventTablesSql(NAME)) await q.query(sql);
  }
  async down(): Promise<void> {}
}

@Injectable()
class SignUpListener {
  readonly calls: string[] = [];
  /** The request id each handled event's handler ran under, by `name:e-mail` of the sign-up. */
  readonly requestIds = new Map<string, string | undefined>();
  constructor(
    private readonly outbox: Outbox,
    @InjectDataSource() readonly dataSource: DataSource,
  ) {}

  @OnEvent(IdentityEvents.userSignedUp)
  async onSignedUp(event: SignedUp, transaction: EventTransaction): Promise<void> {
    this.calls.push(event.name);
    this.requestIds.set(`${event.name}:${event.email}`, currentRequestContext()?.requestId);
    if (event.name === 'sin cambios') return;
    if (event.name === 'dos transacciones') {
      await transaction(async () => undefined);
      await transaction(async () => undefined).catch((error: Error) => this.calls.push(`refused: ${error.message}`));
      return;
    }
    await transaction(async (manager) => {
      await manager.query(`INSERT INTO "${NAME}"."seen" ("user_id", "name") VALUES ($1, $2)`, [event.userId, event.name]);
      // Re-announced as identity would: the relay must publish it once this transaction commits.
      if (event.name === 'eco')
        await this.outbox.add(manager, IdentityEvents.userSignedUp, { ...signUp('eco recibido'), email: event.email });
    });
  }
}

@Module({})
class KitTestModule {
  static register(own: HarnessEnv): DynamicModule {
    const env = serviceEnvSchema.parse({ ...process.env, ...own });
    return {
      module: KitTestModule,
      imports: serviceImports({ name: NAME, env, entities: [], migrations: [CreateEventTables1700000000000], outboxPollMs: 3_600_000 }),
      providers: [SignUpListener],
    };
  }
}

const service = new ServiceHarness(NAME, (env) => KitTestModule.register(env));
const listener = () => service.app.get(SignUpListener);

function signUp(name: string) {
  return {
    userId: randomUUID(),
    role: 'creator' as const,
    name,
    email: `${randomUUID()}@example.com`,
    brandId: null,
    creatorId: null,
    agencyId: null,
  };
}

async function seen(userId: string): Promise<string[]> {
  const { rows } = await service.db.query(`SELECT "name" FROM "${NAME}"."seen" WHERE "user_id" = $1`, [userId]);
  return rows.map((r: { name: string }) => r.name);
}

async function processed(eventId: string): Promise<number> {
  const { rows } = await service.db.query(`SELECT 1 FROM "${NAME}"."processed_events" WHERE "event_id" = $1`, [eventId]);
  return rows.length;
}

beforeAll(() => service.start());
afterAll(() => service.stop());

describe('@OnEvent consumers', () => {
  it('apply an event once however often it is delivered', async () => {
    const event = await service.publish(IdentityEvents.userSignedUp, signUp('Ana'));
    for (let i = 0; i < 2; i++) await service.publish(IdentityEvents.userSignedUp, event, { msgId: randomUUID() });
    await waitFor(async () => ((await seen(event.userId)).length ? true : undefined));
    const marker = await service.publish(IdentityEvents.userSignedUp, signUp('marca de fin'));
    await waitFor(async () => ((await seen(marker.userId)).length ? true : undefined));
    expect(await seen(event.userId)).toEqual(['Ana']);
    expect(await processed(event.eventId)).toBe(1);
  });

  it('mark an event with nothing to write as processed, so a redelivery never reaches the handler', async () => {
    const event = await service.publish(IdentityEvents.userSignedUp, signUp('sin cambios'));
    await waitFor(async () => ((await processed(event.eventId)) ? true : undefined));
    const before = listener().calls.filter((n) => n === 'sin cambios').length;
    await service.publish(IdentityEvents.userSignedUp, event, { msgId: randomUUID() });
    const marker = await service.publish(IdentityEvents.userSignedUp, signUp('marca de fin'));
    await waitFor(async () => ((await seen(marker.userId)).length ? true : undefined));
    expect(listener().calls.filter((n) => n === 'sin cambios').length).toBe(before);
  });

  it('refuse a handler that opens a second transaction: effect and mark commit together', async () => {
    await service.publish(IdentityEvents.userSignedUp, signUp('dos transacciones'));
    const refusal = await waitFor(async () => listener().calls.find((c) => c.startsWith('refused: ')));
    expect(refusal).toContain('An event handler opens one transaction');
  });
});

describe('the outbox', () => {
  it('publishes what a committed transaction added, as soon as it commits', async () => {
    // The relay's timer is set to an hour in this service, so only the commit can trigger it.
    const event = await service.publish(IdentityEvents.userSignedUp, signUp('eco'));
    const echo = await waitFor(async () => {
      const { rows } = await service.db.query(
        `SELECT "payload"->>'userId' AS "userId", "published_at" FROM "${NAME}"."outbox" WHERE "payload"->>'email' = $1`,
        [event.email],
      );
      return rows[0]?.published_at ? (rows[0] as { userId: string }) : undefined;
    });
    // And it travelled: the echo came back through JetStream to this same consumer.
    await waitFor(async () => ((await seen(echo.userId)).length ? true : undefined));
    expect(await seen(echo.userId)).toEqual(['eco recibido']);
  });

  it("carries the request id an event was added under to its consumer's handler, and on to the events that handler adds", async () => {
    const requestId = `kit-${randomUUID()}`;
    const first = signUp('eco');
    await runInRequestContext({ requestId }, () =>
      listener().dataSource.transaction((manager) => service.app.get(Outbox).add(manager, IdentityEvents.userSignedUp, first)),
    );
    // The echo the handler adds has the same e-mail and comes back to this consumer.
    const echoed = `eco recibido:${first.email}`;
    await waitFor(async () => (listener().requestIds.has(echoed) ? true : undefined));
    const { rows } = await service.db.query(`SELECT "request_id" FROM "${NAME}"."outbox" WHERE "payload"->>'email' = $1`, [first.email]);
    expect(rows.map((r: { request_id: string }) => r.request_id)).toEqual([requestId, requestId]);
    expect(listener().requestIds.get(`eco:${first.email}`)).toBe(requestId);
    expect(listener().requestIds.get(echoed)).toBe(requestId);
  });

  it('refuses an event written outside a transaction', async () => {
    const outbox = service.app.get(Outbox);
    await expect(outbox.add(listener().dataSource.manager, IdentityEvents.userSignedUp, signUp('suelto'))).rejects.toThrow(
      'must run inside the business transaction',
    );
  });
});
