// The keys a deploy makes for itself, as deploy-keys.mjs prints them and the manifests test uses them.
import { SERVICE_NAMES, SIGNING_SERVICES } from '@afilia/contracts';
import {
  GATEWAY_IDENTITY,
  generateBusKeys,
  generateCallerKeys,
  generateSealKeys,
  natsNkeyVariable,
  natsSeedKey,
  publicKeysOf,
  signingKeySecret,
} from '@afilia/service-kit';

/**
 * Fresh keys for the signed passes (services/kit/src/caller-auth.ts): SIGNING_KEY, the gateway's
 * private key, one SIGNING_KEY_<SERVICE> for each service that calls another (contracts'
 * SIGNING_SERVICES), and CALLER_KEYS, the public keys every service checks passes against.
 * @returns {Record<string, string>}
 */
export function callerKeySettings() {
  const keys = generateCallerKeys(['gateway', ...SIGNING_SERVICES]);
  return {
    ...Object.fromEntries(Object.entries(keys).map(([name, key]) => [signingKeySecret(name), key.privateKey])),
    CALLER_KEYS: publicKeysOf(keys),
  };
}

/**
 * A NATS user per part (services/kit/src/bus-permissions.ts): the part's seed and the public key
 * nats-server's configuration reads.
 * @returns {Record<string, string>}
 */
export function busKeySettings() {
  const keys = generateBusKeys([GATEWAY_IDENTITY, ...SERVICE_NAMES]);
  return Object.fromEntries(
    Object.entries(keys).flatMap(([identity, key]) => [
      [natsSeedKey(identity), key.seed],
      [natsNkeyVariable(identity), key.publicKey],
    ]),
  );
}

/**
 * The notifications service's sealing pair (services/kit/src/sealed-box.ts): identity seals reset
 * links with the public key, only notifications opens them.
 * @returns {{ NOTIFICATIONS_PUBLIC_KEY: string, SEAL_PRIVATE_KEY: string }}
 */
export function sealKeySettings() {
  const keys = generateSealKeys();
  return { NOTIFICATIONS_PUBLIC_KEY: keys.publicKey, SEAL_PRIVATE_KEY: keys.privateKey };
}

/** Everything deploy-keys.mjs prints. */
export function deployKeySettings() {
  return { ...callerKeySettings(), ...sealKeySettings(), ...busKeySettings() };
}

/**
 * The settings as lines both compose's deploy/.env and a POSIX shell read literally: single
 * quotes keep the JSON's double quotes, and base64url, nkeys and JSON hold no single quote.
 * @param {Record<string, string>} settings
 */
export function envLines(settings) {
  return Object.entries(settings)
    .map(([key, value]) => `${key}='${value}'\n`)
    .join('');
}
