import { conversionEventLabel } from './pixels.js';

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
