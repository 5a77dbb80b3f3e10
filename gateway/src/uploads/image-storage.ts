import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';

/** Where uploaded images live; the key is ours (never the person's file name). */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Whether a URL is one of the files this storage handed out (a logo may be nothing else). */
  owns(url: string): boolean;
}

/** The keys uploads are stored under: a uuid and the extension the bytes decided. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** The embedded default: files under data/uploads, served by the gateway at /uploads/. */
export class LocalDiskStorage implements ImageStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, key), bytes, { flag: 'wx' });
    return `/uploads/${key}`;
  }

  owns(url: string): boolean {
    return url.startsWith('/uploads/') && KEY.test(url.slice('/uploads/'.length));
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

/** Any S3-compatible bucket: one PutObject (path-style), signed with AWS Signature V4 by aws4fetch. */
export class S3Storage implements ImageStorage {
  private readonly client: AwsClient;

  constructor(private readonly config: S3Config) {
    // No retries: a failed upload is answered as an error at once, and the person tries again.
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      retries: 0,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    const url = new URL(`/${this.config.bucket}/${key}`, this.config.endpoint);
    const res = await this.client.fetch(url, {
      method: 'PUT',
      // The payload's hash is signed (rather than UNSIGNED-PAYLOAD), so the bucket refuses altered bytes;
      // allHeaders signs the content type too.
      headers: { 'content-type': contentType, 'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex') },
      body: bytes,
      aws: { allHeaders: true },
    });
    if (!res.ok) throw new Error(`S3 PutObject failed: ${res.status} ${await res.text()}`);
    return `${this.base()}/${key}`;
  }

  owns(url: string): boolean {
    return url.startsWith(`${this.base()}/`) && KEY.test(url.slice(this.base().length + 1));
  }

  private base(): string {
    return this.config.publicUrl.replace(/\/$/, '');
  }
}
