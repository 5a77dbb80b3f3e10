import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { detectImage } from './image-type.js';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage, S3Storage, uploadKey, uploaderOf } from './image-storage.js';

const EXAMPLE_KEYS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };

describe('Signature V4 (aws4fetch)', () => {
  it('reproduces AWS’s documented GET Object example signature', async () => {
    const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash },
      ...EXAMPLE_KEYS,
      region: 'us-east-1',
      service: 's3',
      datetime: '20130524T000000Z',
      allHeaders: true,
    });
    expect(await signer.authHeader()).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A bucket on loopback that records each request and answers with the given status. */
async function fakeBucket(status: number): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end(status === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

describe('S3Storage', () => {
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  let bucket: Awaited<ReturnType<typeof fakeBucket>>;
  afterEach(() => new Promise<void>((resolve) => bucket.server.close(() => resolve())));

  it('puts the object path-style with the payload hash and a valid Signature V4, and answers its public URL', async () => {
    bucket = await fakeBucket(200);
    const storage = new S3Storage({
      endpoint: bucket.url,
      region: 'sa-east-1',
      bucket: 'afilia-uploads',
      ...EXAMPLE_KEYS,
      publicUrl: 'https://cdn.example/uploads/',
    });

    await expect(storage.put('logo-1.png', bytes, 'image/png')).resolves.toBe('https://cdn.example/uploads/logo-1.png');

    expect(bucket.received).toHaveLength(1);
    const [put] = bucket.received as [Received];
    expect(put.method).toBe('PUT');
    expect(put.path).toBe('/afilia-uploads/logo-1.png');
    expect(put.body.equals(bytes)).toBe(true);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['content-disposition']).toBe('inline; filename="logo-1.png"');
    expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    const amzDate = String(put.headers['x-amz-date']);
    expect(amzDate).toMatch(/^\d{8}T\d{6}Z$/);
    const authorization = String(put.headers.authorization);
    expect(authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/${amzDate.slice(0, 8)}/sa-east-1/s3/aws4_request, ` +
          'SignedHeaders=content-disposition;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$',
      ),
    );

    // The bucket's side: the signature recomputed from what arrived matches the one sent.
    const check = new AwsV4Signer({
      method: put.method,
      url: `${bucket.url}${put.path}`,
      headers: {
        'content-type': String(put.headers['content-type']),
        'content-disposition': String(put.headers['content-disposition']),
        'x-amz-content-sha256': String(put.headers['x-amz-content-sha256']),
      },
      ...EXAMPLE_KEYS,
      region: 'sa-east-1',
      service: 's3',
      datetime: amzDate,
      allHeaders: true,
    });
    expect(authorization).toBe(await check.authHeader());
  });

  it('fails on the bucket’s refusal, once, without retrying', async () => {
    bucket = await fakeBucket(403);
    const storage = new S3Storage({
      endpoint: bucket.url,
      region: 'us-east-1',
      bucket: 'b',
      ...EXAMPLE_KEYS,
      publicUrl: 'https://cdn.example',
    });
    await expect(storage.put('x.png', bytes, 'image/png')).rejects.toThrow('S3 PutObject failed: 403');
    expect(bucket.received).toHaveLength(1);
  });
});

describe('detectImage', () => {
  it('knows PNG, JPEG and WebP by their bytes, and nothing else', () => {
    expect(detectImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe('image/png');
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(detectImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp');
    expect(detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImage(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('which files a storage owns', () => {
  const key = '0b7e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b.png';

  it('knows its own uploads on disk and nothing else', () => {
    const disk = new LocalDiskStorage('/tmp/afilia-owns');
    expect(disk.owns(`/uploads/${key}`)).toBe(true);
    for (const other of [`https://evil.example/${key}`, '/uploads/../x.png', `/uploads/${key}.html`, '/uploads/a.png'])
      expect(disk.owns(other)).toBe(false);
  });

  it('knows its own objects in the bucket and nothing else', () => {
    const s3 = new S3Storage({
      endpoint: 'https://s3.example',
      region: 'us-east-1',
      bucket: 'b',
      accessKeyId: 'a',
      secretAccessKey: 's',
      publicUrl: 'https://cdn.example/',
    });
    expect(s3.owns(`https://cdn.example/${key}`)).toBe(true);
    expect(s3.owns(`https://cdn.example.evil/${key}`)).toBe(false);
    expect(s3.owns(`https://other.example/${key}`)).toBe(false);
  });
});

describe('uploads under their uploader', () => {
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  let bucket: Awaited<ReturnType<typeof fakeBucket>> | null = null;
  afterEach(() => new Promise<void>((resolve) => (bucket ? bucket.server.close(() => resolve()) : resolve())));
  const user = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
  const id = '0b7e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

  it('keys a new upload beneath its uploader’s id, and says whose a key is', () => {
    expect(uploadKey(user, id, 'png')).toBe(`${user}/${id}.png`);
    expect(uploaderOf(`${user}/${id}.png`)).toBe(user);
    expect(uploaderOf(`${id}.png`)).toBeNull();
    expect(uploaderOf(null)).toBeNull();
    expect(uploaderOf(`../${id}.png`)).toBeNull();
  });

  it('stores, serves the address of and deletes a file on disk; a file already gone is no error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'afilia-uploads-'));
    const disk = new LocalDiskStorage(dir);
    const url = await disk.put(uploadKey(user, id, 'png'), bytes);
    expect(url).toBe(`/uploads/${user}/${id}.png`);
    expect(disk.keyOf(url)).toBe(`${user}/${id}.png`);
    expect(existsSync(join(dir, user, `${id}.png`))).toBe(true);
    await disk.delete(url);
    expect(existsSync(join(dir, user, `${id}.png`))).toBe(false);
    await expect(disk.delete(url)).resolves.toBeUndefined();
    // Nothing that is not one of its keys is ever joined to the folder.
    await expect(disk.delete(`/uploads/${user}/../../etc/passwd`)).resolves.toBeUndefined();
    expect(disk.keyOf(`/uploads/${user}/../${id}.png`)).toBeNull();
  });

  it('deletes an object from the bucket with one signed DeleteObject', async () => {
    bucket = await fakeBucket(204);
    const storage = new S3Storage({
      endpoint: bucket.url,
      region: 'us-east-1',
      bucket: 'b',
      ...EXAMPLE_KEYS,
      publicUrl: 'https://cdn.example',
    });
    await storage.delete(`https://cdn.example/${user}/${id}.png`);
    await storage.delete('https://cdn.example/../x.png');
    expect(bucket.received.map((r) => [r.method, r.path])).toEqual([['DELETE', `/b/${user}/${id}.png`]]);
    expect(String(bucket.received[0]!.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\//);
  });
});
