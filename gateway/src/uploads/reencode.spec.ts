import sharp from 'sharp';
import { detectImage } from './image-type.js';
import { reencodeImage } from './reencode.js';

/** A 1×1 PNG whose data checksum is wrong: browsers show it, and so must the upload take it. */
const BAD_CHECKSUM_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAD7gGnmXIs4QAAAABJRU5ErkJggg==',
  'base64',
);

describe('reencodeImage', () => {
  it('encodes the pixels again: what rides after the image does not survive', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const out = await reencodeImage(polyglot, detectImage(polyglot)!);
    expect(out!.includes('<script>')).toBe(false);
    expect(await sharp(out!).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
  });

  it('takes an image a browser would show despite a bad checksum', async () => {
    const out = await reencodeImage(BAD_CHECKSUM_PNG, detectImage(BAD_CHECKSUM_PNG)!);
    expect(await sharp(out!).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('answers null for bytes that only start like an image', async () => {
    const header = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    expect(await reencodeImage(header, detectImage(header)!)).toBeNull();
  });
});
