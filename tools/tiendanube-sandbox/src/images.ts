// Product images served by the sandbox itself (real stores serve them from a CDN): small PNGs in
// the colour of the product's family, so any client (browser, resizer, importer) can load them.
import { deflateSync } from 'node:zlib';
import type { Family } from './state.js';

const PALETTE: Record<Family | 'other', { background: [number, number, number]; shape: [number, number, number] }> = {
  ropa: { background: [244, 214, 204], shape: [194, 100, 63] },
  calzado: { background: [215, 227, 244], shape: [63, 109, 194] },
  accesorios: { background: [232, 221, 244], shape: [122, 79, 194] },
  hogar: { background: [221, 240, 220], shape: [79, 154, 74] },
  other: { background: [230, 230, 230], shape: [150, 150, 150] },
};

const SIZE = 240;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const cache = new Map<string, Buffer>();

/** A PNG: the family's background with a disc whose size depends on the image position. */
export function productPng(family: Family | 'other', position: number): Buffer {
  const key = `${family}:${position}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { background, shape } = PALETTE[family];
  const radius = SIZE * (0.22 + 0.06 * ((position - 1) % 3));
  const centre = SIZE / 2;
  const raw = Buffer.alloc((SIZE * 3 + 1) * SIZE);
  for (let y = 0; y < SIZE; y++) {
    const row = y * (SIZE * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < SIZE; x++) {
      const inside = (x - centre) ** 2 + (y - centre) ** 2 <= radius ** 2;
      const [r, g, b] = inside ? shape : background;
      const at = row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  cache.set(key, png);
  return png;
}
