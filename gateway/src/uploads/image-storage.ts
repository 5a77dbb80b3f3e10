import { createHash } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AwsClient } from 'aws4fetch';

/** Where uploaded images live; the key is ours (never the person's file name). */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Whether a URL is one of the files this storage handed out (a logo may be nothing else). */
  owns(url: string): boolean;
  /** The storage's key of one of its URLs, or null. */
  keyOf(url: string): string | null;
  /** Removes one of its files (a replaced or removed image); a file already gone is no error. */
  delete(url: string): Promise<void>;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The keys uploads are stored under: the uploader's user id (older uploads have none), a uuid and
 * the extension the bytes decided (seed 001 §7: a creator's images under the creator's own key).
 */
const KEY = new RegExp(`^(?:(${UUID})/)?${UUID}\\.(png|jpg|webp)$`);

/** A new upload's key: under its uploader's id. */
export function uploadKey(userId: string, id: string, extension: string): string {
  return `${userId}/${id}.${extension}`;
}

/** Who uploaded the file a storage's key names, or null (an older upload, or not a key of ours). */
export function uploaderOf(key: string | null): string | null {
  return (key && KEY.exec(key)?.[1]) ?? null;
}

/** The embedded default: files under data/uploads, served by the gateway at /uploads/. */
export class LocalDiskStorage implements ImageStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const path = join(this.dir, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
    return `/uploads/${key}`;
  }

  owns(url: string): boolean {
    return this.keyOf(url) !== null;
  }

  /** The key a URL of ours names (checked against KEY: nothing else is ever joined to the folder). */
  keyOf(url: string): string | null {
    const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;
    return key && KEY.test(key) ? key : null;
  }

  async delete(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (!key) return;
    await unlink(join(this.dir, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
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
      headers: {
        'content-type': contentType,
        // The bucket answers with it, as the local storage does: shown, never run as a page.
        'content-disposition': `inline; filename="${key.split('/').pop()}"`,
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
      },
      body: bytes,
      aws: { allHeaders: true },
    });
    if (!res.ok) throw new Error(`S3 PutObject failed: ${res.status} ${await res.text()}`);
    return `${this.base()}/${key}`;
  }

  owns(url: string): boolean {
    return this.keyOf(url) !== null;
  }

  keyOf(url: string): string | null {
    const key = url.startsWith(`${this.base()}/`) ? url.slice(this.base().length + 1) : null;
    return key && KEY.test(key) ? key : null;
  }

  /** One DeleteObject (a missing key is a success in S3, as here). */
  async delete(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (!key) return;
    const res = await this.client.fetch(new URL(`/${this.config.bucket}/${key}`, this.config.endpoint), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`S3 DeleteObject failed: ${res.status} ${await res.text()}`);
  }

  private base(): string {
    return this.config.publicUrl.replace(/\/$/, '');
  }
}
