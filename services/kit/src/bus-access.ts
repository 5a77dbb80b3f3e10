import { createUser, fromSeed } from '@nats-io/nkeys';
import { nkeyAuthenticator, type ConnectionOptions } from '@nats-io/transport-node';
import { z } from 'zod';
import { inboxPrefixOf } from './bus-permissions.js';

/**
 * How a part of the platform reaches the bus as itself: the server, the name its permissions are
 * written under (bus-permissions.ts) and its NATS user key. The seed is secret; nats-server's
 * configuration holds only the public key, so the configuration is not.
 */
export interface BusAccess {
  url: string;
  identity: string;
  seed: string;
}

/** A service's access from its settings: its name is its identity on the bus. */
export function serviceBusAccess(name: string, env: { NATS_URL: string; NATS_SEED: string }): BusAccess {
  return { url: env.NATS_URL, identity: name, seed: env.NATS_SEED };
}

/** The NATS_SEED setting: a user nkey seed, required and with no default. */
export const natsSeedSetting = () =>
  z
    .string({ error: "NATS_SEED is required: the part's own NATS user key (an nkey seed)" })
    .regex(/^SU[A-Z2-7]{56}$/, 'NATS_SEED must be a NATS user nkey seed (SU…)');

/** The options every NATS connection of ours is opened with, NestJS's request server's included. */
export function natsConnectionOptions(access: BusAccess, name = access.identity): ConnectionOptions {
  return {
    servers: access.url.split(','),
    name,
    authenticator: nkeyAuthenticator(new TextEncoder().encode(access.seed)),
    // Replies and pulled messages come back under a prefix only this identity may read.
    inboxPrefix: inboxPrefixOf(access.identity),
    maxReconnectAttempts: -1,
    // Async traces build an Error (a stack capture) for every request just in case it fails: a
    // tenth of the gateway's CPU per request. A failed request is still reported; only its
    // stack points into the client instead of at the caller.
    noAsyncTraces: true,
  };
}

/** A new NATS user key per name, as the launcher, the tests and tools/scripts/bus-keys.mjs make them. */
export function generateBusKeys(names: readonly string[]): Record<string, { seed: string; publicKey: string }> {
  return Object.fromEntries(
    names.map((name) => {
      const user = createUser();
      return [name, { seed: new TextDecoder().decode(user.getSeed()), publicKey: user.getPublicKey() }];
    }),
  );
}

/** The public key nats-server's configuration lists for a seed. */
export function busPublicKeyOf(seed: string): string {
  return fromSeed(new TextEncoder().encode(seed)).getPublicKey();
}
