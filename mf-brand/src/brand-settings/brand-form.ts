import { imageFileProblem, LOGO_MAX_BYTES, updateBrandRequestSchema, type Brand, type UpdateBrandRequest } from '@afilia/contracts';

export interface BrandFormValues {
  name?: string;
  description?: string | null;
}

/** Brand settings' texts: seed 002 §5 and §8; the logo's as the creator shop's (seed 001 §8). */
export const BRAND_TEXTS = {
  updated: 'Marca actualizada exitosamente',
  updateError: 'Error al actualizar marca',
  loadError: 'Error al cargar marca',
  logoUploaded: 'Logo subido exitosamente',
  logoUploadError: 'Error al subir el logo',
  logoDeleted: 'Logo eliminado',
  logoDeleteError: 'Error al eliminar el logo',
} as const;

/** Seed 002 §5: the save button stays disabled while the name is blank. */
export function canSaveBrand(name: string | null | undefined): boolean {
  return (name ?? '').trim() !== '';
}

export function brandFormValuesOf(brand: Pick<Brand, 'name' | 'description'>): BrandFormValues {
  return { name: brand.name, description: brand.description ?? '' };
}

/** The form with the brand's current logo, checked with the contracts schema; on failure the page shows the issues with `useFormIssues`. */
export function checkBrandForm(values: BrandFormValues, logoUrl: string | null) {
  return updateBrandRequestSchema.safeParse({ name: values.name ?? '', description: values.description ?? null, logoUrl });
}

/** The brand as saved, with another logo: logo changes save at once, apart from the form. */
export function withLogo(brand: Pick<Brand, 'name' | 'description'>, logoUrl: string | null): UpdateBrandRequest {
  return { name: brand.name, description: brand.description, logoUrl };
}

/** Seed 002 §5: a logo is an image of at most 5 MB. Null when the file may be uploaded. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  return imageFileProblem(file, LOGO_MAX_BYTES);
}
