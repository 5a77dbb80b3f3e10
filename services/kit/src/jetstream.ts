import { connect, errors, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { natsConnectionOptions, type BusAccess } from './bus-access.js';
import { dialWithRetry } from './dial.js';

/**
 * Whether the bus refused the key itself: dialling again would change nothing. An
 * 'Authentication Timeout' is no refusal: the server stopped waiting for the client's signed
 * answer (a busy machine, CI's pact tier beside the fault tests), and the next dial may be in time.
 */
export function refusedCredentials(error: unknown): boolean {
  if (error instanceof errors.AuthorizationError && /timeout/i.test(error.message)) return false;
  return error instanceof errors.AuthorizationError || error instanceof errors.UserAuthenticationExpiredError;
}

/**
 * A connection to the bus as `access.identity`; `name` labels it in the server's view. A server
 * that is still starting or slow to answer is dialled again (a part's boot on a busy machine
 * waited 20 s for NATS, then ended); a refused key fails at once.
 */
export async function connectNats(access: BusAccess, name?: string): Promise<NatsConnection> {
  return dialWithRetry(() => connect(natsConnectionOptions(access, name)), `NATS at ${access.url}`, { isFinal: refusedCredentials });
}

const DAY_NS = 24 * 60 * 60 * 1e9;

/**
 * Creates the owner's stream, or brings its subject list and its number of copies up to date.
 * Called by the owner at boot with its JETSTREAM_REPLICAS; others leave the copies as they are.
 */
export async function ensureStream(
  jsm: JetStreamManager,
  stream: { name: string; subjects: readonly string[] },
  replicas?: number,
): Promise<void> {
  const subjects = [...stream.subjects];
  try {
    const info = await jsm.streams.info(stream.name);
    const missing = subjects.filter((s) => !info.config.subjects?.includes(s));
    const copies = replicas !== undefined && info.config.num_replicas !== replicas;
    if (missing.length || copies)
      await jsm.streams.update(stream.name, {
        subjects: [...(info.config.subjects ?? []), ...missing],
        ...(copies ? { num_replicas: replicas } : {}),
      });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await jsm.streams.add({
      name: stream.name,
      subjects,
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      // Events stay a week so a consumer fixed after a bug can replay them.
      max_age: 7 * DAY_NS,
      duplicate_window: 2 * 60 * 1e9,
      num_replicas: replicas ?? 1,
    });
  }
}

/**
 * Runs `work` again each `pauseMs` while it fails, for up to `patienceMs`; then fails with its
 * last error. For what a service does once at boot against JetStream: a cluster electing its
 * leaders, or a machine under load, may not answer a request in time, and a replica that gave up
 * at the first timeout would stay down wherever nothing restarts it (npm run cluster).
 */
export async function patiently<T>(work: () => Promise<T>, { patienceMs = 120_000, pauseMs = 1000 } = {}): Promise<T> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() + pauseMs > deadline) throw error;
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  }
}

/** A durable pull consumer with explicit acks and bounded redelivery (reliability §4). */
export async function ensureConsumer(
  jsm: JetStreamManager,
  streamName: string,
  durable: string,
  subject: string,
  /** A batch consumer (tracking's clicks) lets more wait unacknowledged than one event at a time. */
  overrides: { max_ack_pending?: number } = {},
): Promise<void> {
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    filter_subject: subject,
    ack_wait: 30 * 1e9,
    max_deliver: 10,
    backoff: [1e9, 5e9, 30e9, 120e9],
    ...overrides,
  };
  try {
    await jsm.consumers.info(streamName, durable);
    await jsm.consumers.update(streamName, durable, config);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await jsm.consumers.add(streamName, config);
  }
}

export { jetstreamManager };

function isNotFound(error: unknown): boolean {
  return error instanceof Error && /not found/i.test(error.message);
}
