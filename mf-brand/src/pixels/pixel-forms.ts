import { createPixelRequestSchema, verifyPixelBodySchema, type PixelView } from '@afilia/contracts';

/** 'Crear píxel': a name and, optionally, the page it is for. */
export interface PixelFormValues {
  name: string;
  pageUrl: string;
}

export const PIXEL_FORM_INITIAL_VALUES: PixelFormValues = { name: '', pageUrl: '' };

/** The create request the form's values make (seed 002 §5: a name is required, the page URL optional). */
export function checkPixelForm(values: PixelFormValues, brandId: string | null) {
  return createPixelRequestSchema.safeParse({ brandId: brandId ?? undefined, name: values.name ?? '', pageUrl: values.pageUrl ?? '' });
}

/** The verification card's URL: 'Ingresá una URL' when empty, 'URL inválida. Debe incluir https://' when it does not parse. */
export function checkVerifyForm(values: { url: string }) {
  return verifyPixelBodySchema.safeParse({ url: values.url ?? '' });
}

/** What a pixel's latest event says of it (issue 14: a pixel's status comes from its latest event). */
export function pixelStatusLabel(pixel: PixelView): { text: string; color: 'success' | 'processing' | 'default' | 'warning' } {
  if (!pixel.isActive) return { text: 'Inactivo', color: 'default' };
  switch (pixel.lastEvent?.type) {
    case 'page_view':
      return { text: 'Detectado', color: 'success' };
    case 'test_conversion':
      return { text: 'Prueba recibida', color: 'processing' };
    case 'conversion':
      return { text: 'Conversión recibida', color: 'success' };
    default:
      return { text: 'Sin eventos', color: 'warning' };
  }
}

/**
 * Whether 'Probar píxel' may run (seed 002 §4: only once the pixel was detected): the verifier
 * found its tag, or tracking has already heard from it.
 */
export function canTestPixel(pixel: PixelView | undefined, verifiedPixelFound: boolean): boolean {
  return !!pixel && pixel.isActive && (verifiedPixelFound || pixel.lastEvent !== null);
}
