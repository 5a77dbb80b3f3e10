import { GATEWAY_FOLLOWS, SERVICE_NAMES, SERVICES, streamOf, streamOfEvent, type ServiceContract } from '@afilia/contracts';
import { durableName } from './on-event.js';

/**
 * Who may say what on the bus, derived from the one list of services (contracts' SERVICES):
 * - the gateway sends the requests whose `callers` name it, and reads only the events it follows;
 * - a service answers its own request subjects (replies only to those who asked it: NATS's
 *   allow_responses, which also lets it acknowledge what its consumers pulled), publishes its own events, owns its stream, binds durable consumers to the
 *   events it lists in `consumes` and to nothing else, follows (ordered consumers) the events it
 *   lists in `follows`, and sends the requests that name it a caller;
 * - everyone receives replies on an inbox prefix of their own, so no one reads another's replies;
 * - nobody subscribes to `>`, nobody without credentials connects (nats-server's config, below).
 * The signed passes (caller-auth.ts) are the second layer: a service also checks who is asking.
 */
export interface BusPermissions {
  publish: string[];
  /**
   * Within what `publish` allows, what it may not: an ordered consumer's name is a wildcard in its
   * subjects, which would reach the durable consumers of others on the same stream too.
   */
  publishDeny: string[];
  subscribe: string[];
  /** May reply to the requests it receives (services), whatever their reply subject. */
  allowResponses: boolean;
}

/** The identities on the platform's bus: the gateway and every service. */
export const GATEWAY_IDENTITY = 'gateway';
export const BUS_IDENTITIES = [GATEWAY_IDENTITY, ...SERVICE_NAMES] as const;

/** Where an identity's replies and pulled messages arrive: a prefix only it may subscribe to. */
export function inboxPrefixOf(identity: string): string {
  return `_INBOX_${identity.replace(/[^A-Za-z0-9-]/g, '_')}`;
}

const API = '$JS.API';

/**
 * What a durable pull consumer needs: find its stream, create or update itself, and pull. Its
 * acknowledgements need no subject of their own: each delivery's reply subject is the ack's,
 * and a service's allow_responses lets it answer that once. Allowing `$JS.ACK.…` as well made
 * nats-server keep every delivery's reply permission unanswered for two minutes and scan all of
 * them on each new delivery: 14× its CPU for consuming 20,000 clicks (docs/performance.md).
 */
function durableConsumerSubjects(stream: string, durable: string, filter: string): string[] {
  return [
    `${API}.STREAM.INFO.${stream}`,
    `${API}.CONSUMER.CREATE.${stream}.${durable}`,
    `${API}.CONSUMER.CREATE.${stream}.${durable}.${filter}`,
    `${API}.CONSUMER.DURABLE.CREATE.${stream}.${durable}`,
    `${API}.CONSUMER.INFO.${stream}.${durable}`,
    `${API}.CONSUMER.MSG.NEXT.${stream}.${durable}`,
  ];
}

/**
 * What an ordered (memory-only, client-named) consumer needs. Its name changes on every
 * reconnect, so the name is a wildcard; the filter in the create subject is what bounds it.
 */
function orderedConsumerSubjects(stream: string, filter: string): string[] {
  return [
    `${API}.STREAM.INFO.${stream}`,
    `${API}.CONSUMER.CREATE.${stream}.*.${filter}`,
    `${API}.CONSUMER.INFO.${stream}.*`,
    `${API}.CONSUMER.DELETE.${stream}.*`,
    `${API}.CONSUMER.MSG.NEXT.${stream}.*`,
  ];
}

/** The request subjects `caller` may send. */
function requestsSentBy(caller: string): string[] {
  return SERVICE_NAMES.flatMap((name) => {
    const service: ServiceContract = SERVICES[name];
    return Object.values(service.requests)
      .filter((def) => def.callers.includes(caller))
      .map((def) => def.subject);
  });
}

function servicePermissions(name: (typeof SERVICE_NAMES)[number]): BusPermissions {
  const service: ServiceContract = SERVICES[name];
  const stream = streamOf(name);
  const own = stream
    ? [
        `${API}.STREAM.CREATE.${stream.name}`,
        `${API}.STREAM.UPDATE.${stream.name}`,
        `${API}.STREAM.INFO.${stream.name}`,
        ...stream.subjects,
      ]
    : [];
  const consumers = service.consumes.flatMap((def) =>
    durableConsumerSubjects(streamOfEvent(def).name, durableName(name, def.subject), def.subject),
  );
  const followed = (service.follows ?? []).map((def) => ({ stream: streamOfEvent(def).name, filter: def.subject }));
  const follows = followed.flatMap((f) => orderedConsumerSubjects(f.stream, f.filter));
  return {
    publish: unique([`${API}.INFO`, ...own, ...consumers, ...follows, ...requestsSentBy(name)]),
    publishDeny: othersDurables(name, followed),
    subscribe: [...Object.values(service.requests).map((def) => def.subject), `${inboxPrefixOf(name)}.>`],
    allowResponses: true,
  };
}

function gatewayPermissions(): BusPermissions {
  const follows = Object.values(GATEWAY_FOLLOWS).flatMap((f) => orderedConsumerSubjects(f.stream, f.filter));
  return {
    publish: unique([`${API}.INFO`, ...requestsSentBy(GATEWAY_IDENTITY), ...follows]),
    publishDeny: othersDurables(GATEWAY_IDENTITY, Object.values(GATEWAY_FOLLOWS)),
    subscribe: [`${inboxPrefixOf(GATEWAY_IDENTITY)}.>`],
    allowResponses: false,
  };
}

/** Every identity's permissions, by name. */
export function busPermissions(): Record<string, BusPermissions> {
  return Object.fromEntries([
    [GATEWAY_IDENTITY, gatewayPermissions()],
    ...SERVICE_NAMES.map((name) => [name, servicePermissions(name)] as const),
  ]);
}

/**
 * The durable consumers of other services on the streams `identity` follows: it may look up,
 * delete and pull only its own ordered consumers there, never read or remove another's.
 */
function othersDurables(identity: string, followed: { stream: string }[]): string[] {
  const streams = new Set(followed.map((f) => f.stream));
  return unique(
    SERVICE_NAMES.filter((name) => name !== identity).flatMap((name) =>
      SERVICES[name].consumes
        .map((def) => ({ stream: streamOfEvent(def).name, durable: durableName(name, def.subject) }))
        .filter((d) => streams.has(d.stream))
        .flatMap((d) => [
          `${API}.CONSUMER.INFO.${d.stream}.${d.durable}`,
          `${API}.CONSUMER.DELETE.${d.stream}.${d.durable}`,
          `${API}.CONSUMER.MSG.NEXT.${d.stream}.${d.durable}`,
        ]),
    ),
  );
}

function unique(subjects: string[]): string[] {
  return [...new Set(subjects)];
}
