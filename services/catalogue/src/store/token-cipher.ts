import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Store access tokens at rest: AES-256-GCM with a key derived from CATALOGUE_SECRET. A stolen
 * database alone reveals no token. The `v1:` prefix leaves room for key rotation.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`afilia-store-token:${secret}`).digest();
  }

  encrypt(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
  }

  decrypt(sealed: string): string {
    if (!sealed.startsWith('v1:')) throw new Error('Unknown token format');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
