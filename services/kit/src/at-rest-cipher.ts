import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A service's secrets at rest (a store's access token, a person's TOTP key): AES-256-GCM with a
 * key derived from one of the service's own settings and the purpose, so a stolen database alone
 * reveals none of them and one purpose's ciphertext never opens under another's. The `v1:`
 * prefix leaves room for key rotation.
 */
export class AtRestCipher {
  private readonly key: Buffer;

  /** `purpose` names what is sealed; changing it makes every stored value unreadable. */
  constructor(secret: string, purpose: string) {
    this.key = createHash('sha256').update(`afilia-${purpose}:${secret}`).digest();
  }

  encrypt(value: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
  }

  decrypt(sealed: string): string {
    if (!sealed.startsWith('v1:')) throw new Error('Unknown sealed format');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
