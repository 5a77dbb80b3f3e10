import { BUS_IDENTITIES, busPermissions, type BusPermissions } from './bus-permissions.js';

/** A user of nats-server: its nkey (a public key, or a `$VARIABLE` read from the server's environment). */
export interface NatsUser {
  nkey: string;
  permissions: BusPermissions;
}

/** The platform's users, one per identity of BUS_IDENTITIES, with the nkey given for each. */
export function platformNatsUsers(nkeyOf: (identity: string) => string): NatsUser[] {
  const permissions = busPermissions();
  return BUS_IDENTITIES.map((identity) => ({ nkey: nkeyOf(identity), permissions: permissions[identity]! }));
}

const upper = (identity: string) => identity.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** The variable a deployed nats-server reads an identity's public key from (compose, Kubernetes). */
export function natsNkeyVariable(identity: string): string {
  return `NATS_NKEY_${upper(identity)}`;
}

/** The deploy secret (deploy/.env, the afilia Secret) holding an identity's seed, given to it as NATS_SEED. */
export function natsSeedKey(identity: string): string {
  return `NATS_SEED_${upper(identity)}`;
}

/**
 * One server of a JetStream cluster: the name it is known by (each server's own; JetStream
 * places a stream's copies on servers by name), the port the servers meet on, and the others.
 */
export interface NatsClusterOptions {
  serverName: string;
  /** The cluster's name, the same on every server. */
  name: string;
  /** host:port of the route listener the other servers connect to. */
  listen: string;
  /** nats://[user:password@]host:port of every server of the cluster (its own route is ignored). */
  routes: string[];
  /** The servers' own user on the route port, so nothing else joins the cluster as a server. */
  authorization?: { user: string; password: string };
}

export interface NatsServerConfigOptions {
  /** host:port the clients connect to. */
  listen: string;
  storeDir: string;
  users: NatsUser[];
  /** fsync every write, so acknowledged events survive a crash of the whole cluster (deploys). */
  syncAlways?: boolean;
  /** host:port of the monitoring endpoint, when a health probe needs it; never a public address. */
  monitor?: string;
  /** Lines that say why, written as comments at the top. */
  comment?: string[];
  /** This server's place in a cluster; a single server without it. */
  cluster?: NatsClusterOptions;
}

const quote = (s: string) => JSON.stringify(s);
/** A value, or a `$VARIABLE` nats-server reads from its environment. */
const valueOf = (s: string) => (s.startsWith('$') ? s : quote(s));
const list = (subjects: string[]) => `[${subjects.map(quote).join(', ')}]`;

/**
 * A nats-server configuration in which every client must present a known nkey and may do only
 * what its permissions say: there is no anonymous user, and no monitoring unless asked for.
 */
export function renderNatsServerConfig(options: NatsServerConfigOptions): string {
  const users = options.users.map((user) => {
    const p = user.permissions;
    return [
      '    {',
      `      nkey: ${valueOf(user.nkey)}`,
      '      permissions: {',
      p.publishDeny.length
        ? `        publish: { allow: ${list(p.publish)}, deny: ${list(p.publishDeny)} }`
        : `        publish: { allow: ${list(p.publish)} }`,
      `        subscribe: { allow: ${list(p.subscribe)} }`,
      ...(p.allowResponses ? ['        allow_responses: true'] : []),
      '      }',
      '    }',
    ].join('\n');
  });
  return [
    ...(options.comment ?? []).map((line) => `# ${line}`.trimEnd()),
    `listen: ${quote(options.listen)}`,
    ...(options.monitor ? [`http: ${quote(options.monitor)}`] : []),
    'jetstream {',
    `  store_dir: ${quote(options.storeDir)}`,
    ...(options.syncAlways ? ['  sync_interval: always'] : []),
    '}',
    'authorization {',
    '  users: [',
    users.join('\n'),
    '  ]',
    '}',
    ...(options.cluster ? clusterBlock(options.cluster) : []),
    '',
  ].join('\n');
}

function clusterBlock(cluster: NatsClusterOptions): string[] {
  const auth = cluster.authorization;
  return [
    `server_name: ${valueOf(cluster.serverName)}`,
    'cluster {',
    `  name: ${quote(cluster.name)}`,
    `  listen: ${quote(cluster.listen)}`,
    ...(auth ? [`  authorization { user: ${quote(auth.user)}, password: ${quote(auth.password)} }`] : []),
    '  routes: [',
    ...cluster.routes.map((route) => `    ${quote(route)}`),
    '  ]',
    '}',
  ];
}
