import { PIXEL_TEXTS, type PixelView } from '@afilia/contracts';
import { canTestPixel, checkPixelForm, checkVerifyForm, pixelStatusLabel } from './pixel-forms';

const BRAND = '39b87384-f323-4962-ae7a-05e2e876abc8';
const pixel = (fields: Partial<PixelView> = {}): PixelView => ({
  id: '0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10',
  brandId: BRAND,
  name: 'Tienda',
  pixelCode: 'PX-AB12CD34',
  pageUrl: null,
  isActive: true,
  maxOrderCents: 100_000_000,
  postbackSecret: 'clave-de-prueba',
  createdAt: '2026-11-26T12:00:00.000Z',
  lastEvent: null,
  ...fields,
});

describe('the pixel forms', () => {
  it('a pixel needs a name; the page URL is optional but must parse', () => {
    expect(checkPixelForm({ name: '  ', pageUrl: '' }, null).error?.issues[0]?.message).toBe(PIXEL_TEXTS.nameRequired);
    expect(checkPixelForm({ name: ' Tienda ', pageUrl: '' }, BRAND).data).toEqual({ brandId: BRAND, name: 'Tienda', pageUrl: null });
    expect(checkPixelForm({ name: 'Tienda', pageUrl: 'mitienda' }, null).error?.issues[0]?.message).toBe(PIXEL_TEXTS.pageUrlInvalid);
    expect(checkPixelForm({ name: 'Tienda', pageUrl: 'https://mitienda.com/gracias' }, null).data?.pageUrl).toBe(
      'https://mitienda.com/gracias',
    );
  });

  it('the verification URL: required, then one that parses (seed 002 §5, §8)', () => {
    expect(checkVerifyForm({ url: '' }).error?.issues[0]?.message).toBe(PIXEL_TEXTS.urlRequired);
    expect(checkVerifyForm({ url: 'mitienda.com' }).error?.issues[0]?.message).toBe(PIXEL_TEXTS.urlInvalid);
    expect(checkVerifyForm({ url: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(PIXEL_TEXTS.urlInvalid);
    expect(checkVerifyForm({ url: ' https://mitienda.com ' }).data).toEqual({ url: 'https://mitienda.com' });
  });

  it('a pixel’s status comes from its latest event', () => {
    expect(pixelStatusLabel(pixel()).text).toBe('Sin eventos');
    expect(pixelStatusLabel(pixel({ lastEvent: { type: 'page_view', at: '2026-11-26T12:01:00.000Z' } })).text).toBe('Detectado');
    expect(pixelStatusLabel(pixel({ lastEvent: { type: 'test_conversion', at: '2026-11-26T12:01:00.000Z' } })).text).toBe(
      'Prueba recibida',
    );
    expect(pixelStatusLabel(pixel({ lastEvent: { type: 'conversion', at: '2026-11-26T12:01:00.000Z' } })).text).toBe('Conversión recibida');
    expect(pixelStatusLabel(pixel({ isActive: false, lastEvent: { type: 'page_view', at: '2026-11-26T12:01:00.000Z' } })).text).toBe(
      'Inactivo',
    );
  });

  it('the test is enabled only once an active pixel was detected (seed 002 §4)', () => {
    expect(canTestPixel(undefined, true)).toBe(false);
    expect(canTestPixel(pixel(), false)).toBe(false);
    expect(canTestPixel(pixel(), true)).toBe(true);
    expect(canTestPixel(pixel({ lastEvent: { type: 'page_view', at: '2026-11-26T12:01:00.000Z' } }), false)).toBe(true);
    expect(canTestPixel(pixel({ isActive: false, lastEvent: { type: 'page_view', at: '2026-11-26T12:01:00.000Z' } }), true)).toBe(false);
  });
});
