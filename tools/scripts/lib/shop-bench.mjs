// The creator's shop for `npm run bench -- pages`: the demo creator's shop with 20 blocks (its
// products with their pictures, links, texts, embeds and the social block) and an uploaded logo,
// so the page's weight and Lighthouse score are measured on a shop as full as a real one.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `size`×`size` pixels in a diagonal gradient: an image of realistic weight to upload. */
export function gradientPng(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set([(124 + (x * 100) / size) | 0, (58 + (y * 100) / size) | 0, 237], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function call(url, method, path, token, body, type = 'application/json') {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': type } : {}) },
    body: body ? (type === 'application/json' ? JSON.stringify(body) : body) : undefined,
  });
  if (!res.ok) throw new Error(`bench shop: ${method} ${path} ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Fills the demo creator's shop with 20 blocks and a logo, and answers its path
 * (`/shop/{slug}`).
 */
async function signedIn(url, { email, password }) {
  const signIn = await fetch(`${url}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`bench shop sign-in failed: ${signIn.status}`);
  return (await signIn.json()).accessToken;
}

export async function benchShop(url, credentials) {
  const token = await signedIn(url, credentials);
  const { shop, products } = await call(url, 'GET', '/creator/shop', token);
  const logo = await call(url, 'POST', '/uploads/images', token, gradientPng(320), 'image/png');
  const id = () => crypto.randomUUID();
  const blocks = [
    ...products.map((p) => ({ id: id(), type: 'product', data: { affiliateLinkId: p.affiliateLinkId } })),
    { id: id(), type: 'social_stats', data: {} },
  ];
  for (let i = 0; blocks.length < 20; i++) {
    const kind = i % 3;
    if (kind === 0)
      blocks.push({ id: id(), type: 'link', data: { title: `Mi link favorito ${i + 1}`, url: `https://example.com/${i + 1}` } });
    else if (kind === 1)
      blocks.push({
        id: id(),
        type: 'text',
        data: { title: `Nota ${i + 1}`, content: 'Lo que uso todos los días, elegido uno por uno para vos. '.repeat(3) },
      });
    else blocks.push({ id: id(), type: 'embed', data: { platform: 'youtube', url: `https://youtu.be/bench${i}` } });
  }
  const slug = `bench-${Date.now().toString(36)}`;
  await call(url, 'PUT', '/creator/shop', token, {
    ...shop,
    creatorId: undefined,
    slug,
    shopTitle: 'Tienda de prueba',
    shopDescription: 'Mis productos y links favoritos',
    welcomeMessage: '¡Hola! Gracias por pasar.',
    logoUrl: logo.url,
    instagramUsername: 'tienda.prueba',
    instagramFollowers: 48_200,
    blocks: blocks.map((block, order) => ({ ...block, order })),
  });
  return { path: `/shop/${slug}`, blocks: blocks.length, products: products.length };
}

/**
 * Fills the same creator's press kit (a photo, every network, six featured posts, four links, the
 * verified results) and makes it public; answers its path (`/press-kit/{slug or id}`).
 */
export async function benchPressKit(url, credentials) {
  const token = await signedIn(url, credentials);
  const { profile } = await call(url, 'GET', '/creator/profile', token);
  const photo = await call(url, 'POST', '/uploads/images', token, gradientPng(320), 'image/png');
  const network = (username, followers, posts, views, engagement) => ({ username, followers, posts, views, engagement, hidden: false });
  await call(url, 'PUT', '/creator/profile', token, {
    revision: profile.revision,
    name: profile.name,
    slug: profile.slug,
    isPublic: true,
    pressKitPublic: true,
    bio: 'Moda, mate y viajes: lo que uso todos los días, elegido uno por uno.',
    profileImageUrl: photo.url,
    socialLinks: {
      instagram: 'https://www.instagram.com/tienda.prueba',
      tiktok: 'https://www.tiktok.com/@tienda.prueba',
      youtube: 'https://www.youtube.com/@tiendaprueba',
      email: 'prensa@example.com',
    },
    networks: {
      instagram: network('tienda.prueba', 48_200, 640, 0, 4.1),
      tiktok: network('tienda.prueba', 120_500, 210, 0, 6.3),
      youtube: network('tiendaprueba', 9_800, 84, 1_200_000, 0),
      kick: network(null, 0, 0, 0, 0),
    },
    linkedin: { followers: 2_300, hidden: false },
    featuredPosts: Array.from({ length: 6 }, (_, i) => ({
      url: `https://www.instagram.com/p/bench${i}/`,
      platform: ['instagram', 'tiktok', 'youtube'][i % 3],
      description: `Campaña ${i + 1}: un look, tres formas de usarlo.`,
    })),
    customLinks: ['Tarifas', 'Media kit', 'Mi web', 'Contacto comercial'].map((title, i) => ({
      title,
      url: `https://example.com/kit/${i}`,
    })),
    showVerifiedResults: true,
  });
  return `/press-kit/${encodeURIComponent(profile.slug ?? profile.creatorId)}`;
}
