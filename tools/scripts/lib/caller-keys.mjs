// The signed passes' keys for a deploy (services/kit/src/caller-auth.ts), as caller-keys.mjs
// prints them and the manifests test uses them.
import { generateCallerKeys, publicKeysOf } from '@afilia/service-kit';

/**
 * A fresh pair: SIGNING_KEY, the gateway's private key, and CALLER_KEYS, the public keys every
 * service checks passes against. In a deploy only the gateway signs (the launcher also makes
 * keys for services, for calls between them); a new caller means a key here and a setting of its own.
 * @returns {{ SIGNING_KEY: string, CALLER_KEYS: string }}
 */
export function callerKeySettings() {
  const keys = generateCallerKeys(['gateway']);
  return { SIGNING_KEY: keys.gateway.privateKey, CALLER_KEYS: publicKeysOf(keys) };
}

/**
 * The settings as lines both compose's deploy/.env and a POSIX shell read literally: single
 * quotes keep the JSON's double quotes, and base64url and JSON hold no single quote.
 * @param {Record<string, string>} settings
 */
export function envLines(settings) {
  return Object.entries(settings)
    .map(([key, value]) => `${key}='${value}'\n`)
    .join('');
}
