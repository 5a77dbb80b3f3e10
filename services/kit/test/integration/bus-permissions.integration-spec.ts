import { spawn } from 'node:child_process';
import { connect, errors, type NatsConnection } from '@nats-io/transport-node';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { CatalogueEvents, GATEWAY_FOLLOWS, IdentityEvents, IdentityRequests, SERVICE_NAMES, SERVICES, streamOf } from '@afilia/contracts';
import {
  connectNats,
  durableName,
  ensureConsumer,
  ensureStream,
  generateBusKeys,
  jetstreamManager,
  requestService,
} from '@afilia/service-kit';
import { adminActor, freePort, testBusAccess, testCaller } from '@afilia/service-kit/testing';

// The run's nats-server is configured as the platform's (bus-permissions.ts): these are the
// holes an anonymous client or a borrowed service key used to walk through.
const open: NatsConnection[] = [];
async function as(identity: string): Promise<NatsConnection> {
  const nc = await connectNats(testBusAccess(identity), `${identity}-permissions-test`);
  open.push(nc);
  return nc;
}
const violation = /Permissions Violation/;
/** The server ends a subscription it does not allow; `closed` then resolves with the reason. */
async function refusedSubscription(nc: NatsConnection, subject: string, queue?: string): Promise<string> {
  const reason = await nc.subscribe(subject, queue ? { queue } : {}).closed;
  return reason instanceof Error ? reason.message : 'allowed';
}

beforeAll(async () => {
  const inspector = await as('test-inspector');
  for (const name of ['identity', 'catalogue'] as const) await ensureStream(await jetstreamManager(inspector), streamOf(name)!);
});
afterAll(async () => {
  for (const nc of open) await nc.close();
});

describe('the bus lets in only the platform', () => {
  it('refuses a client without credentials', async () => {
    await expect(connect({ servers: process.env.NATS_URL!, maxReconnectAttempts: 0 })).rejects.toThrow(/Authorization Violation/);
  });

  it('refuses a key it does not know', async () => {
    const stranger = generateBusKeys(['stranger']).stranger!;
    await expect(
      connectNats({ url: process.env.NATS_URL!, identity: 'stranger', seed: stranger.seed }).then((nc) => nc.close()),
    ).rejects.toThrow(/Authorization Violation/);
  });
});

describe("a service's key is good for that service's work only", () => {
  it('cannot send user requests, even with a pass of its own: only the gateway may', async () => {
    const catalogue = await as('catalogue');
    const reply = catalogue.request(IdentityRequests.getBrand.subject, '{}', { timeout: 2000 });
    await expect(reply).rejects.toThrow(violation);
    // Through the platform's own client the refusal is an error, never an answer.
    const forged = await requestService(catalogue, IdentityRequests.getBrand, { id: crypto.randomUUID() }, adminActor(), {
      caller: testCaller('catalogue'),
      timeoutMs: 2000,
    });
    expect(forged.ok).toBe(false);
  });

  it("cannot publish another service's events, which its stream would otherwise keep", async () => {
    const inspector = await as('test-inspector');
    const stream = streamOf('identity')!.name;
    const before = (await (await jetstreamManager(inspector)).streams.info(stream)).state.messages;
    for (const service of ['catalogue', 'notifications']) {
      const nc = await as(service);
      await expect(jetstream(nc).publish(IdentityEvents.passwordResetRequested.subject, '{}')).rejects.toThrow(violation);
    }
    await expect(jetstream(await as('gateway')).publish(IdentityEvents.sessionsEnded.subject, '{}')).rejects.toThrow(violation);
    expect((await (await jetstreamManager(inspector)).streams.info(stream)).state.messages).toBe(before);
  });

  it('publishes its own events', async () => {
    const ack = await jetstream(await as('catalogue')).publish(CatalogueEvents.webhookReceived.subject, '{}');
    expect(ack.stream).toBe(streamOf('catalogue')!.name);
  });

  it("cannot answer another service's requests, read everything, or read another's replies", async () => {
    const catalogue = await as('catalogue');
    for (const subject of ['>', IdentityRequests.signIn.subject, '_INBOX_gateway.>', 'identity.>'])
      expect(await refusedSubscription(catalogue, subject)).toMatch(violation);
  });

  it('binds consumers only to the events it lists, under its own durable names', async () => {
    const notifications = await jetstreamManager(await as('notifications'));
    const identity = streamOf('identity')!.name;
    const reset = IdentityEvents.passwordResetRequested.subject;
    await ensureConsumer(notifications, identity, durableName('notifications', reset), reset);
    const signUps = IdentityEvents.userSignedUp.subject;
    await expect(ensureConsumer(notifications, identity, durableName('notifications', signUps), signUps)).rejects.toThrow(violation);
    // Nor may it pass itself off as another consumer, or make streams that are not its own.
    await expect(ensureConsumer(notifications, identity, durableName('identity', reset), reset)).rejects.toThrow(violation);
    await expect(ensureStream(notifications, { name: 'CATALOGUE', subjects: ['catalogue.x'] })).rejects.toThrow(violation);
  });
});

describe('the gateway', () => {
  it('follows the events it keeps state from, and no others', async () => {
    const gateway = await as('gateway');
    const follow = GATEWAY_FOLLOWS.sessionsEnded;
    const consumer = await jetstream(gateway).consumers.get(follow.stream, {
      filter_subjects: follow.filter,
      deliver_policy: DeliverPolicy.New,
    });
    expect((await consumer.info()).config.filter_subject).toBe(follow.filter);
    const jsm = await jetstreamManager(gateway);
    await expect(
      jsm.consumers.add(follow.stream, { name: 'peek', filter_subject: IdentityEvents.passwordResetRequested.subject }),
    ).rejects.toThrow(violation);
  });

  it("cannot answer requests in a service's place", async () => {
    expect(await refusedSubscription(await as('gateway'), IdentityRequests.signIn.subject, 'identity')).toMatch(violation);
  });

  it('may neither read, pull from nor delete the durable consumers of the services on the streams it follows', async () => {
    const identity = streamOf('identity')!.name;
    const reset = IdentityEvents.passwordResetRequested.subject;
    const durable = durableName('notifications', reset);
    await ensureConsumer(await jetstreamManager(await as('notifications')), identity, durable, reset);
    const jsm = await jetstreamManager(await as('gateway'));
    await expect(jsm.consumers.info(identity, durable)).rejects.toThrow(violation);
    await expect(jsm.consumers.delete(identity, durable)).rejects.toThrow(violation);
    await expect(
      (await as('gateway')).request(`$JS.API.CONSUMER.MSG.NEXT.${identity}.${durable}`, JSON.stringify({ batch: 1 }), { timeout: 2000 }),
    ).rejects.toThrow(violation);
    // Still there for its owner.
    expect((await (await jetstreamManager(await as('notifications'))).consumers.info(identity, durable)).name).toBe(durable);
  });
});

/**
 * Generated from the service list and the contracts' subjects, so a service or subject added
 * tomorrow is covered the day it lands: every identity of the platform against every request
 * and event subject. What each may do is read from the contracts themselves (a request's
 * `callers`, the service that owns a subject), never from the permission builder under test.
 */
describe('every identity against every subject', () => {
  const identities = ['gateway', ...SERVICE_NAMES] as const;
  const requests = SERVICE_NAMES.flatMap((owner) => Object.values(SERVICES[owner].requests).map((def) => ({ owner, def })));
  const events = SERVICE_NAMES.flatMap((owner) => Object.values(SERVICES[owner].events).map((def) => ({ owner, def })));

  /** Whether the server refuses a publish (a request is one) to the subject; nothing answers the ones it lets through here. */
  async function publishRefused(nc: NatsConnection, subject: string): Promise<boolean> {
    return nc.request(subject, '{}', { timeout: 1000 }).then(
      () => false,
      (error: Error) => violation.test(error.message),
    );
  }

  /** Whether the server refuses a subscription, once a round trip has carried its verdict back. */
  async function subscriptionRefused(nc: NatsConnection, subject: string, queue: string): Promise<boolean> {
    const subscription = nc.subscribe(subject, { queue });
    await nc.flush();
    const refused = subscription.isClosed();
    if (!refused) subscription.unsubscribe();
    return refused;
  }

  it('lets each identity send exactly the requests whose contract names it as a caller', async () => {
    expect(requests.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const identity of identities) {
      const nc = await as(identity);
      for (const { def } of requests) {
        const allowed = def.callers.includes(identity);
        if ((await publishRefused(nc, def.subject)) === allowed)
          wrong.push(`${identity} → ${def.subject}: ${allowed ? 'refused' : 'allowed'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets each identity answer its own request subjects and no other', async () => {
    const wrong: string[] = [];
    for (const identity of identities) {
      const nc = await as(identity);
      for (const { owner, def } of requests) {
        const allowed = owner === identity;
        if ((await subscriptionRefused(nc, def.subject, owner)) === allowed)
          wrong.push(`${identity} answers ${def.subject}: ${allowed ? 'refused' : 'allowed'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses every identity another service's events", async () => {
    expect(events.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const identity of identities) {
      const nc = await as(identity);
      for (const { owner, def } of events) {
        if (owner === identity) continue;
        if (!(await publishRefused(nc, def.subject))) wrong.push(`${identity} publishes ${def.subject}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a part dialling the bus at boot', () => {
  it('waits for a server that is still starting, instead of ending the boot', async () => {
    const port = await freePort();
    const [key] = Object.values(generateBusKeys(['identity']));
    const dialling = connectNats({ url: `nats://127.0.0.1:${port}`, identity: 'identity', seed: key!.seed }, 'late-bus-test');
    // The server comes up a second after the part started dialling (an open one: only the wait is tested here).
    await new Promise((r) => setTimeout(r, 1_000));
    const server = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    try {
      const nc = await dialling;
      expect(nc.getServer()).toBe(`127.0.0.1:${port}`);
      await nc.close();
    } finally {
      server.kill('SIGKILL');
    }
  });

  it('fails at once when the bus refuses its key', async () => {
    const [stranger] = Object.values(generateBusKeys(['identity']));
    // The bus's own refusal, not the error of a minute of dialling again.
    await expect(connectNats({ url: process.env.NATS_URL!, identity: 'identity', seed: stranger!.seed })).rejects.toBeInstanceOf(
      errors.AuthorizationError,
    );
  });
});
