import sharp from 'sharp';
import { ONE_PIXEL_PNG } from '../../support/images.js';
import { sharedPlatform } from '../../support/shared-platform.js';

const platform = sharedPlatform();

const PNG = ONE_PIXEL_PNG;

const signUp = (role: 'brand' | 'creator') => platform.signUp(role);

let address = 0;
/** Each upload from an address of its own: the limit is per person, wherever they upload from. */
async function upload(token: string, body: Buffer, contentType = 'image/png') {
  address += 1;
  const res = await fetch(`${platform.baseUrl}/api/v1/uploads/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-forwarded-for': `203.0.113.${address % 250}` },
    body: new Uint8Array(body),
  });
  return { status: res.status, json: (await res.json()) as { url?: string; message?: string }, headers: res.headers };
}

describe('image uploads', () => {
  it('stores an image encoded again under a key of ours, beneath its uploader, served as an image to show', async () => {
    const { token, user } = await signUp('brand');
    const up = await upload(token, PNG);
    expect(up.status).toBe(201);
    expect(up.json.url).toMatch(new RegExp(`^/uploads/${user.id}/[0-9a-f-]{36}\\.png$`));
    const served = await fetch(`${platform.baseUrl}${up.json.url}`);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
  });

  it('keeps only the pixels of a polyglot: a page or script riding inside an image does not survive', async () => {
    const { token } = await signUp('creator');
    const script = '<html><script>alert(document.cookie)</script></html>';
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { ImageDescription: script } } })
      .toBuffer();
    for (const polyglot of [Buffer.concat([PNG, Buffer.from(script)]), jpeg]) {
      const up = await upload(token, polyglot, 'image/jpeg');
      expect(up.status).toBe(201);
      const stored = Buffer.from(await (await fetch(`${platform.baseUrl}${up.json.url}`)).arrayBuffer());
      expect(stored.includes('<script>')).toBe(false);
      expect(stored.includes(script)).toBe(false);
    }
  });

  it('refuses bytes that start like an image but do not decode as one', async () => {
    const { token } = await signUp('brand');
    const header = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const up = await upload(token, header);
    expect(up.status).toBe(400);
    expect(up.json.message).toBe('Por favor selecciona una imagen');
  });

  it('takes 20 uploads an hour from one person, from any number of addresses', async () => {
    const { token } = await signUp('creator');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await upload(token, PNG)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    // Someone else is not held back by it.
    expect((await upload((await signUp('creator')).token, PNG)).status).toBe(201);
  });

  it('judges by content, not by the declared type', async () => {
    const { token } = await signUp('brand');
    const html = await upload(token, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(html.status).toBe(400);
    expect(html.json.message).toBe('Por favor selecciona una imagen');
  });

  it('refuses images over 5 MB', async () => {
    const { token } = await signUp('brand');
    const big = await upload(token, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.json.message).toBe('La imagen debe ser menor a 5MB');
  });

  it('needs a session', async () => {
    const res = await fetch(`${platform.baseUrl}/api/v1/uploads/images`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(res.status).toBe(401);
  });
});

describe('file bodies', () => {
  it('are refused anywhere but the uploads route with 415, never buffered (the rest is dropped so the client reads the answer)', async () => {
    // Larger than the uploads' own limit: read first, it would have answered 413 after buffering it.
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    for (const path of ['/api/v1/auth/sign-in', '/api/v1/auth/request-password-reset']) {
      const res = await fetch(`${platform.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: big });
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    }
  });
});

describe('brand settings and profile', () => {
  it('saves the brand name, description and logo, for the owner only', async () => {
    const owner = await signUp('brand');
    const brandId = owner.user.brands[0].id;
    const { json } = await upload(owner.token, PNG);
    const saved = await platform.api('PATCH', `/api/v1/brands/${brandId}`, {
      token: owner.token,
      body: { name: 'Luna Ropa', description: 'Ropa de algodón', logoUrl: json.url },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ name: 'Luna Ropa', logoUrl: json.url });
    const other = await signUp('brand');
    const denied = await platform.api('PATCH', `/api/v1/brands/${brandId}`, {
      token: other.token,
      body: { name: 'X', description: null, logoUrl: null },
    });
    expect(denied.status).toBe(404);
  });

  it('accepts as a logo only a file uploaded here, not any address', async () => {
    const owner = await signUp('brand');
    const brandId = owner.user.brands[0].id;
    for (const logoUrl of ['https://evil.example/logo.png', '/uploads/../secrets.json', '/uploads/otro.png']) {
      const res = await platform.api('PATCH', `/api/v1/brands/${brandId}`, { token: owner.token, body: { name: 'Luna', logoUrl } });
      expect([res.status, res.json.message, res.json.field]).toEqual([400, 'Logo inválido', 'logoUrl']);
    }
  });

  it('changes the profile name', async () => {
    const creator = await signUp('creator');
    const res = await platform.api('PATCH', '/api/v1/auth/me', { token: creator.token, body: { name: 'Ana María Paz' } });
    expect(res.json.name).toBe('Ana María Paz');
  });
});
