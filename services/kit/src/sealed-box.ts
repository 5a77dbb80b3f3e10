import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/**
 * A value sealed for one recipient: anyone with its public key can seal, only the holder of its
 * private key can open. Used for what must cross the bus and rest in tables without being
 * readable there (a password-reset link travels from identity to notifications this way, and is
 * opened only when the e-mail leaves). X25519 with a fresh key per value, HKDF-SHA256, AES-256-GCM.
 */
const VERSION = 's1';
const INFO = Buffer.from('afilia sealed box v1');

export interface SealKeyPair {
  /** PKCS#8 DER, base64url: secret, given to the recipient only. */
  privateKey: string;
  /** SPKI DER, base64url: not secret, given to those who seal for the recipient. */
  publicKey: string;
}

export function generateSealKeys(): SealKeyPair {
  const pair = generateKeyPairSync('x25519');
  return {
    privateKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'),
    publicKey: pair.publicKey.export({ format: 'der', type: 'spki' }).toString('base64url'),
  };
}

const publicKeyOf = (spki: string) => createPublicKey({ key: Buffer.from(spki, 'base64url'), format: 'der', type: 'spki' });
const privateKeyOf = (pkcs8: string) => createPrivateKey({ key: Buffer.from(pkcs8, 'base64url'), format: 'der', type: 'pkcs8' });

function keyFor(shared: Buffer, ephemeral: Buffer, recipient: Buffer): Buffer {
  // Both public keys are bound into the key, so a sealed value cannot be replayed to another recipient.
  return Buffer.from(hkdfSync('sha256', shared, Buffer.concat([ephemeral, recipient]), INFO, 32));
}

const raw = (key: KeyObject) => key.export({ format: 'der', type: 'spki' });

/** Seals `plaintext` for the holder of `recipientPublicKey` (SPKI, base64url). */
export function seal(recipientPublicKey: string, plaintext: string): string {
  const recipient = publicKeyOf(recipientPublicKey);
  const ephemeral = generateKeyPairSync('x25519');
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: recipient });
  const ephemeralPublic = raw(ephemeral.publicKey);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(shared, ephemeralPublic, raw(recipient)), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, ephemeralPublic, iv, ciphertext, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens a sealed value with the recipient's private key (PKCS#8, base64url); throws if it was not sealed for it or was altered. */
export function openSealed(recipientPrivateKey: string, sealed: string): string {
  const [version, ephemeral, iv, ciphertext, tag] = sealed.split('.');
  if (version !== VERSION || !ephemeral || !iv || !ciphertext || !tag) throw new Error('Not a sealed value');
  const privateKey = privateKeyOf(recipientPrivateKey);
  const ephemeralPublic = Buffer.from(ephemeral, 'base64url');
  const shared = diffieHellman({ privateKey, publicKey: createPublicKey({ key: ephemeralPublic, format: 'der', type: 'spki' }) });
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFor(shared, ephemeralPublic, raw(createPublicKey(privateKey))),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** The setting of a recipient's public key: SPKI base64url of an X25519 key. Not secret, but required. */
export function isSealPublicKey(value: string): boolean {
  try {
    return publicKeyOf(value).asymmetricKeyType === 'x25519';
  } catch {
    return false;
  }
}

/** The setting of a recipient's private key: PKCS#8 base64url of an X25519 key. */
export function isSealPrivateKey(value: string): boolean {
  try {
    return privateKeyOf(value).asymmetricKeyType === 'x25519';
  } catch {
    return false;
  }
}
