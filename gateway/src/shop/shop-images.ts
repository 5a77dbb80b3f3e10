import { HttpException } from '@nestjs/common';
import { errorFor, SHOP_TEXTS, type CreatorShop, type SaveShop } from '@afilia/contracts';
import { uploaderOf, type ImageStorage } from '../uploads/image-storage.js';

/** The shop's images, each an upload of the creator's (seed 001 §5, §7). */
export const SHOP_IMAGE_FIELDS = ['logoUrl', 'backgroundImageUrl'] as const;

/**
 * A new image of the shop must be one the creator uploaded: a replaced one is deleted, and no one
 * may have another person's file deleted by naming it. Unchanged images pass as they are.
 */
export function checkNewImages(storage: ImageStorage, userId: string, current: CreatorShop, next: SaveShop): void {
  for (const field of SHOP_IMAGE_FIELDS) {
    const url = next[field];
    if (!url || url === current[field]) continue;
    if (uploaderOf(storage.keyOf(url)) !== userId)
      throw new HttpException(errorFor('VALIDATION_FAILED', SHOP_TEXTS.invalidImage, field), 400);
  }
}

/** The creator's own images the save replaced or removed: their files go (issue 15 §5 'Uploads'). */
export function replacedImages(storage: ImageStorage, userId: string, before: CreatorShop, after: CreatorShop): string[] {
  return SHOP_IMAGE_FIELDS.flatMap((field) => {
    const old = before[field];
    return old && old !== after[field] && uploaderOf(storage.keyOf(old)) === userId ? [old] : [];
  });
}
