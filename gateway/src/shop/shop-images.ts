import { HttpException } from '@nestjs/common';
import { errorFor, SHOP_TEXTS } from '@afilia/contracts';
import type { JsonLogger } from '@afilia/service-kit';
import { uploaderOf, type ImageStorage } from '../uploads/image-storage.js';

/** The shop's images, each an upload of the creator's (seed 001 §5, §7). */
export const SHOP_IMAGE_FIELDS = ['logoUrl', 'backgroundImageUrl'] as const;
/** The profile's photo (seed 001 §7 'profile-images'). */
export const PROFILE_IMAGE_FIELDS = ['profileImageUrl'] as const;

type WithImages<F extends string> = Record<F, string | null>;

/**
 * A save of a creator's images (the shop's, the profile's): a new image must be one the creator
 * uploaded, so no one may have another person's file deleted by naming it; after the save, the
 * creator's own images it replaced or removed are deleted (issue 15 'Uploads'). Unchanged images
 * pass as they are.
 */
export async function saveWithImages<F extends string, R extends WithImages<F>>(
  context: { storage: ImageStorage; logger: JsonLogger; userId: string; fields: readonly F[] },
  before: WithImages<F>,
  next: WithImages<F>,
  save: () => Promise<R>,
): Promise<R> {
  const { storage, userId, fields } = context;
  for (const field of fields) {
    const url = next[field];
    if (!url || url === before[field]) continue;
    if (uploaderOf(storage.keyOf(url)) !== userId)
      throw new HttpException(errorFor('VALIDATION_FAILED', SHOP_TEXTS.invalidImage, field), 400);
  }
  const after = await save();
  for (const field of fields) {
    const old = before[field];
    if (!old || old === after[field] || uploaderOf(storage.keyOf(old)) !== userId) continue;
    // A file that cannot be deleted now only takes space: logged, and the save stands.
    await storage.delete(old).catch((error: unknown) => context.logger.warn('upload.delete-failed', { url: old, error: String(error) }));
  }
  return after;
}
