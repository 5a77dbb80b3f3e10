import { createHash, createHmac } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded images live; the key is ours (never the person's file name). */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

/** The embedded default: files under data/uploads, served by the gateway at /uploads/. */
export class LocalDiskStorage implements ImageStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, key), bytes, { flag: 'wx' });
    return `/uploads/${key}`;
  }
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket's objects (a CDN or the bucket's website address). */
  publicUrl: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Any S3-compatible bucket: one PutObject signed with AWS Signature V4 (path-style). */
export class S3Storage implements ImageStorage {
  constructor(private readonly config: S3Config) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    const url = new URL(`/${this.config.bucket}/${key}`, this.config.endpoint);
    const now = new Date();
    const amzDate = now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256(bytes);
    const headers: Record<string, string> = {
      'content-type': contentType,
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    const signedHeaders = Object.keys(headers).sort().join(';');
    const canonical = [
      'PUT',
      url.pathname,
      '',
      ...Object.keys(headers)
        .sort()
        .map((h) => `${h}:${headers[h]}`),
      '',
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${this.config.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${this.config.secretAccessKey}`, day), this.config.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    const res = await fetch(url, {
      method: 'PUT',
      headers: {
        ...headers,
        authorization: `AWS4-HMAC-SHA256 Credential=${this.config.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
      },
      body: bytes,
    });
    if (!res.ok) throw new Error(`S3 PutObject failed: ${res.status} ${await res.text()}`);
    return `${this.config.publicUrl.replace(/\/$/, '')}/${key}`;
  }
}
