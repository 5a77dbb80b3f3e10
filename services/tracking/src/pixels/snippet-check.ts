import { CONVERSION_SCRIPT_PATH, PIXEL_PATH } from '@afilia/contracts';

/**
 * Which of a pixel's two snippets a page holds (seed 002 §4 'Pixel verification'): the pixel
 * tag, found by its request `/pixel?code={code}`, and the brand's conversion script, found by
 * `/conversion-pixel?brand_id={brand}`. Looked for in the page's HTML as served, whatever the
 * origin the brand copied them with (the platform may be reached at more than one address).
 */
export function snippetsFound(html: string, pixelCode: string, brandId: string): { pixel: boolean; conversion: boolean } {
  const page = html.replace(/&amp;/g, '&');
  return {
    pixel: page.includes(`${PIXEL_PATH}?code=${pixelCode}`),
    conversion: page.toLowerCase().includes(`${CONVERSION_SCRIPT_PATH}?brand_id=${brandId.toLowerCase()}`),
  };
}
