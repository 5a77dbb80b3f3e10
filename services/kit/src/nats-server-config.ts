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
}

const quote = (s: string) => JSON.stringify(s);
const list = (subjects: string[]) => `[${subjects.map(quote).join(', ')}]`;

/**
 * A nats-server configuration in which every client must present a known nkey and may do only
 * what its permissions say: there is no anonymous user, and no monitoring unless asked for.
 */
export function renderNatsServerConfig(options: NatsServerConfigOptions): string {
  const users = options.users.map((user) => {
    const p = user.permissions;
    const nkey = user.nkey.startsWith('$') ? user.nkey : quote(user.nkey);
    return [
      '    {',
      `      nkey: ${nkey}`,
      '      permissions: {',
      `        publish: { allow: ${list(p.publish)} }`,
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
    '',
  ].join('\n');
}
