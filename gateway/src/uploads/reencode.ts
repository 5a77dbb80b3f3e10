import sharp from 'sharp';
import type { ImageType } from './image-type.js';

/** 40 megapixels: far above any logo or background, far below a decompression bomb. */
const MAX_PIXELS = 40_000_000;

/**
 * Decodes an upload and encodes its pixels again in the same format (requirement 18): what a
 * file carried besides its image (metadata, a script after the image's end, a second format
 * woven into the same bytes) does not survive, and EXIF orientation is applied rather than kept.
 * Decoded as leniently as a browser shows an image (a bad checksum is no reason to refuse a
 * logo): what is stored is never the bytes sent. Null when they do not decode at all.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'none' }).rotate();
    if (type.extension === 'png') return await image.png().toBuffer();
    if (type.extension === 'jpg') return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return await image.webp({ quality: 85 }).toBuffer();
  } catch {
    return null;
  }
}
