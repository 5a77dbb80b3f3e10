import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { actorSchema, type Actor } from '@afilia/contracts';

/**
 * Who sends a request on the bus, proved rather than claimed. Each caller (the gateway, and a
 * service when it calls another) holds an Ed25519 private key; every service knows the public
 * keys. A request carries a short-lived signed pass naming the caller, the subject it is for and
 * the actor the caller vouches for (the gateway: the one in the access token it verified). A
 * bare actor in a message body, or a pass signed by anyone else, is worth nothing.
 */
export interface CallerKey {
  name: string;
  privateKey: KeyObject;
}

/** How long a pass is good for: the request's own timeout with room for clock drift between hosts. */
const PASS_TTL_MS = 60_000;

const passSchema = z.object({ c: z.string(), s: z.string(), a: actorSchema.nullable(), e: z.number() });

/** A caller's key from its setting (PKCS#8, base64url). */
export function callerKey(name: string, pkcs8: string): CallerKey {
  return { name, privateKey: createPrivateKey({ key: Buffer.from(pkcs8, 'base64url'), format: 'der', type: 'pkcs8' }) };
}

/** A new key pair per caller, as the launcher and the tests make them (public keys are not secrets). */
export function generateCallerKeys(names: readonly string[]): Record<string, { privateKey: string; publicKey: string }> {
  return Object.fromEntries(
    names.map((name) => {
      const pair = generateKeyPairSync('ed25519');
      return [
        name,
        {
          privateKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'),
          publicKey: pair.publicKey.export({ format: 'der', type: 'spki' }).toString('base64url'),
        },
      ];
    }),
  );
}

/**
 * The deploy secret (deploy/.env, the afilia Secret) holding a service's SIGNING_KEY; the
 * gateway's is SIGNING_KEY itself.
 */
export function signingKeySecret(name: string): string {
  return name === 'gateway' ? 'SIGNING_KEY' : `SIGNING_KEY_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** The public keys of every caller, as the CALLER_KEYS setting carries them (JSON name → SPKI base64url). */
export function publicKeysOf(keys: Record<string, { publicKey: string }>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(keys).map(([name, k]) => [name, k.publicKey])));
}

/** The signed pass for one request to `subject`. */
export function signPass(key: CallerKey, subject: string, actor: Actor | null, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ c: key.name, s: subject, a: actor, e: now + PASS_TTL_MS }));
  return `${body.toString('base64url')}.${sign(null, body, key.privateKey).toString('base64url')}`;
}

/** Passes kept for reuse: at most this many per caller, each for half its life. */
const CACHE_LIMIT = 10_000;
const passCache = new WeakMap<CallerKey, Map<string, { pass: string; until: number }>>();

/**
 * The pass for this subject and actor, signed once and reused for half its life: a person's
 * requests on one route carry the same pass, so the gateway signs once per half minute per
 * route and person instead of on every request.
 */
export function passFor(key: CallerKey, subject: string, actor: Actor | null, now = Date.now()): string {
  let cache = passCache.get(key);
  if (!cache) passCache.set(key, (cache = new Map()));
  const id = `${subject}\n${actor ? JSON.stringify(actor) : ''}`;
  const hit = cache.get(id);
  if (hit && hit.until > now) return hit.pass;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const pass = signPass(key, subject, actor, now);
  cache.set(id, { pass, until: now + PASS_TTL_MS / 2 });
  return pass;
}

export class PassRefused extends Error {}

/** Checks passes against the callers' public keys. */
export class CallerVerifier {
  private readonly keys: Map<string, KeyObject>;
  /** Passes already checked, until they expire: the same pass comes back on every request of a person. */
  private readonly checked = new Map<string, { caller: string; actor: Actor | null; subject: string; expires: number }>();

  constructor(publicKeys: Record<string, string>) {
    this.keys = new Map(
      Object.entries(publicKeys).map(([name, spki]) => [
        name,
        createPublicKey({ key: Buffer.from(spki, 'base64url'), format: 'der', type: 'spki' }),
      ]),
    );
  }

  static fromSetting(json: string): CallerVerifier {
    return new CallerVerifier(z.record(z.string(), z.string()).parse(JSON.parse(json)));
  }

  /** The caller and the actor it vouches for, or PassRefused. */
  verify(pass: unknown, subject: string, now = Date.now()): { caller: string; actor: Actor | null } {
    if (typeof pass !== 'string') throw new PassRefused('no pass');
    const known = this.checked.get(pass);
    if (known && known.subject === subject && known.expires >= now) return { caller: known.caller, actor: known.actor };
    const result = this.check(pass, subject, now);
    if (this.checked.size >= CACHE_LIMIT) this.checked.clear();
    this.checked.set(pass, { ...result, subject });
    return { caller: result.caller, actor: result.actor };
  }

  private check(pass: string, subject: string, now: number): { caller: string; actor: Actor | null; expires: number } {
    const [body, signature] = pass.split('.');
    if (!body || !signature) throw new PassRefused('malformed pass');
    const bytes = Buffer.from(body, 'base64url');
    let claims: z.infer<typeof passSchema>;
    try {
      claims = passSchema.parse(JSON.parse(bytes.toString('utf8')));
    } catch {
      throw new PassRefused('malformed pass');
    }
    const key = this.keys.get(claims.c);
    if (!key || !verify(null, bytes, key, Buffer.from(signature, 'base64url'))) throw new PassRefused('unknown caller or bad signature');
    // A pass is for one subject: captured on one, it opens no other.
    if (claims.s !== subject) throw new PassRefused('pass for another subject');
    if (claims.e < now) throw new PassRefused('expired pass');
    return { caller: claims.c, actor: claims.a, expires: claims.e };
  }
}
