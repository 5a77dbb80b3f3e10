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

export interface SignV4Input {
  method: string;
  url: URL;
  /** Lower-case names; every one is signed. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** YYYYMMDD'T'HHMMSS'Z' */
  amzDate: string;
}

/** AWS Signature Version 4: the Authorization header for a request (docs.aws.amazon.com, sigv4). */
export function signV4(input: SignV4Input): string {
  const day = input.amzDate.slice(0, 8);
  const names = Object.keys(input.headers).sort();
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const canonical = [
    input.method,
    input.url.pathname,
    query,
    ...names.map((h) => `${h}:${input.headers[h]!.trim()}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Any S3-compatible bucket: one PutObject signed with AWS Signature V4 (path-style). */
export class S3Storage implements ImageStorage {
  constructor(private readonly config: S3Config) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    const url = new URL(`/${this.config.bucket}/${key}`, this.config.endpoint);
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const payloadHash = sha256(bytes);
    const headers = { 'content-type': contentType, host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
    const authorization = signV4({
      method: 'PUT',
      url,
      headers,
      payloadHash,
      region: this.config.region,
      service: 's3',
      accessKeyId: this.config.accessKeyId,
      secretAccessKey: this.config.secretAccessKey,
      amzDate,
    });
    const res = await fetch(url, {
      method: 'PUT',
      headers: { ...headers, authorization },
      body: bytes,
    });
    if (!res.ok) throw new Error(`S3 PutObject failed: ${res.status} ${await res.text()}`);
    return `${this.config.publicUrl.replace(/\/$/, '')}/${key}`;
  }
}
