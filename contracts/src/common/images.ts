/** The texts of a picked file that cannot be an image upload (seed 001 §5, §8; seed 002 §5). */
export const IMAGE_TEXTS = {
  notAnImage: 'Por favor selecciona una imagen',
} as const;

/** 'La imagen debe ser menor a 2MB': the limit in the seeds' words. */
export const imageTooLarge = (maxBytes: number) => `La imagen debe ser menor a ${Math.round(maxBytes / (1024 * 1024))}MB`;

/**
 * Why a picked file may not be uploaded as an image of at most `maxBytes` (a logo 2 or 5 MB, a
 * background 5 MB), or null when it may. The server checks the bytes again.
 */
export function imageFileProblem(file: { type: string; size: number }, maxBytes: number): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_TEXTS.notAnImage;
  if (file.size > maxBytes) return imageTooLarge(maxBytes);
  return null;
}
