import { conversionEventLabel, createPixelRequestSchema } from './pixels.js';

describe('a conversion’s event, as the tables say it', () => {
  it('is its kind in Spanish, without the platform’s raw event names', () => {
    expect(conversionEventLabel('purchase', 'purchase')).toBe('Compra');
    expect(conversionEventLabel('lead', 'conversion')).toBe('Registro');
    expect(conversionEventLabel('test', 'test_conversion')).toBe('Prueba');
    expect(conversionEventLabel('purchase', ' ')).toBe('Compra');
  });

  it('keeps a name the brand’s page gave it', () => {
    expect(conversionEventLabel('lead', 'alta-newsletter')).toBe('Registro · alta-newsletter');
  });
});

describe('createPixelRequestSchema', () => {
  it('refuses a name with a control character on the field (Postgres refuses NUL outright)', () => {
    const result = createPixelRequestSchema.safeParse({ name: 'Tienda\u0000', pageUrl: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'El nombre no puede contener caracteres de control' });
  });
});
