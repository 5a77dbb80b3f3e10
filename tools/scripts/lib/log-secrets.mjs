// What must never be in a log line (requirement 22): after the e2e tier, `npm test` reads every
// line the platform's parts wrote while people signed up, signed in, reset passwords, set up
// two-step sign-in and paid, and fails on any of these.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Shapes of secrets whatever their value: access tokens, headers and cookies that carry them, e-mail addresses. */
const SHAPES = [
  { what: 'un token de acceso (JWT)', pattern: /eyJ[\w-]{10,}\.[\w-]{10,}/ },
  { what: 'un encabezado Authorization', pattern: /Bearer [\w.-]{8,}/ },
  { what: 'la cookie de sesión', pattern: /afilia_refresh=[\w-]/ },
  // The logger's own e-mail pattern (services/kit/src/logger.ts), which it redacts by value.
  { what: 'una dirección de e-mail', pattern: /[^\s@"'<>()[\]{},;:/]+@[^\s@"'<>()[\]{},;:/]+\.[a-z]{2,}/i },
];

/**
 * Every secret of `values` (passwords the tests typed, the platform's own keys) and every shape
 * above found in a log file of `dir`, as `file:line: what`; the value itself is never repeated.
 * @param {string} dir
 * @param {Record<string, string>} values what each secret is, by its value
 * @returns {string[]}
 */
export function secretsInLogs(dir, values) {
  const known = Object.entries(values).filter(([value]) => value.length >= 6);
  const found = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.log'))) {
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [value, what] of known) if (line.includes(value)) found.push(`${file}:${index + 1}: ${what}`);
        for (const { what, pattern } of SHAPES) if (pattern.test(line)) found.push(`${file}:${index + 1}: ${what}`);
      });
  }
  return found;
}

/**
 * The secrets of a platform `npm start` or `npm test` launched (platform.mjs's localSecrets), by
 * value, with what each is: every string in them, however deep.
 * @param {unknown} secrets
 * @param {string} [path]
 * @returns {Record<string, string>}
 */
export function secretValues(secrets, path = 'secrets') {
  if (typeof secrets === 'string') return { [secrets]: path };
  if (!secrets || typeof secrets !== 'object') return {};
  // Public halves are no secret (and the seal's public key sits in identity's settings on purpose).
  return Object.entries(secrets)
    .filter(([key]) => key !== 'publicKey')
    .reduce((all, [key, value]) => ({ ...all, ...secretValues(value, `${path}.${key}`) }), {});
}
