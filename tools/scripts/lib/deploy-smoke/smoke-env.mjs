// The deploy/.env a self-hoster would write for the demo (docs/operations.md), made fresh for
// each smoke: every value compose requires, generated; the keys from deploy-keys.mjs as the image
// prints them; the demo store's settings.
import { randomBytes } from 'node:crypto';

/** The settings compose refuses to start without (`${NAME:?...}`), in the order the file names them. */
export function requiredSettings(composeText) {
  return [...new Set([...composeText.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]))];
}

/** The `KEY='value'` lines deploy-keys.mjs prints, as an object. */
export function parseEnvLines(text) {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^(\w+)='([^']*)'$/.exec(line.trim()))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
}

/** The demo profile's settings (docs/operations.md, 'The demo store'), with the platform at `publicUrl`. */
export function demoSettings(publicUrl, storeUrl) {
  return {
    COMPOSE_PROFILES: 'demo',
    PUBLIC_URL: publicUrl,
    TIENDANUBE_APP_ID: 'afilia-sandbox',
    TIENDANUBE_AUTH_URL: storeUrl,
    TIENDANUBE_API_URL: `${storeUrl}/v1`,
    TIENDANUBE_SANDBOX: 'true',
  };
}

/**
 * The env file: every required setting, from `keys` when deploy-keys.mjs made it, else a fresh
 * random secret (passwords and secrets are all that is left), then the demo's settings.
 */
export function smokeEnv(composeText, keys, demo) {
  const settings = {};
  for (const name of requiredSettings(composeText)) settings[name] = keys[name] ?? randomBytes(32).toString('hex');
  Object.assign(settings, demo);
  return Object.entries(settings)
    .map(([name, value]) => `${name}='${value}'\n`)
    .join('');
}
