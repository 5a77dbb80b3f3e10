import { firstIssue, type Product } from '@afilia/contracts';
import {
  centsToPesos,
  checkProductForm,
  formValuesOf,
  fractionToPercent,
  NEW_PRODUCT_VALUES,
  percentToFraction,
  pesosToCents,
} from './product-form';

const product: Product = {
  id: '0b6a6f0f-6a01-4c1e-9a57-6f1c1b7e8d3a',
  brandId: '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01',
  name: 'Remera Luna',
  description: null,
  priceCents: 1_250_050,
  imageUrl: null,
  commissionCreator: 0.125,
  commissionPlatform: 0.15,
  status: 'active',
  tiendanubeProductId: null,
  createdAt: '2025-03-01T12:00:00.000Z',
};

describe('pesos and cents', () => {
  it('turns pesos into integer cents and back', () => {
    expect(pesosToCents(1500)).toBe(150_000);
    expect(pesosToCents(12_500.5)).toBe(1_250_050);
    expect(pesosToCents(0.1 + 0.2)).toBe(30);
    expect(centsToPesos(1_250_050)).toBe(12_500.5);
  });

  it('keeps an empty price empty', () => {
    expect(pesosToCents(null)).toBeUndefined();
    expect(pesosToCents(undefined)).toBeUndefined();
    expect(pesosToCents(Number.NaN)).toBeUndefined();
  });
});

describe('percents and fractions', () => {
  it('turns whole percents into fractions with 4 decimals and back', () => {
    expect(percentToFraction(15)).toBe(0.15);
    expect(percentToFraction(12.5)).toBe(0.125);
    expect(percentToFraction(33.333)).toBe(0.3333);
    expect(percentToFraction(null)).toBeUndefined();
    expect(fractionToPercent(0.15)).toBe(15);
    expect(fractionToPercent(0.125)).toBe(12.5);
    expect(fractionToPercent(0.07)).toBe(7);
  });
});

describe('form values', () => {
  it('starts a new product at the default 15 % creator commission', () => {
    expect(NEW_PRODUCT_VALUES).toEqual({ name: '', description: '', price: null, commissionPercent: 15 });
  });

  it('starts the edit dialog from the product, in pesos and percents', () => {
    expect(formValuesOf(product)).toEqual({ name: 'Remera Luna', description: '', price: 12_500.5, commissionPercent: 12.5 });
  });

  it('round-trips a product through the dialog unchanged', () => {
    expect(checkProductForm(formValuesOf(product))).toEqual({
      success: true,
      data: { name: 'Remera Luna', description: null, priceCents: 1_250_050, commissionCreator: 0.125 },
    });
  });
});

describe('checkProductForm', () => {
  it('sends cents and fractions, trims, and fixes the platform commission at 15 %', () => {
    expect(checkProductForm({ name: '  Gorra Sol ', description: ' Algodón ', price: 1999.99, commissionPercent: 20 })).toEqual({
      success: true,
      data: { name: 'Gorra Sol', description: 'Algodón', priceCents: 199_999, commissionCreator: 0.2 },
    });
  });

  it('falls back to the default creator commission when the field is cleared', () => {
    const result = checkProductForm({ name: 'Gorra Sol', price: 10, commissionPercent: null });
    expect(result).toMatchObject({ success: true, data: { commissionCreator: 0.15 } });
  });

  it.each([
    [{ name: 'Gorra Sol', price: 0, commissionPercent: 15 }, 'El precio debe ser mayor a 0'],
    [{ name: 'Gorra Sol', price: null, commissionPercent: 15 }, 'El precio debe ser mayor a 0'],
    [{ name: 'Gorra Sol', price: -5, commissionPercent: 15 }, 'El precio debe ser mayor a 0'],
    [{ name: 'Gorra Sol', price: 1_000_000_000, commissionPercent: 15 }, 'El precio es demasiado alto'],
    [{ name: 'Gorra Sol', price: 10, commissionPercent: 120 }, 'La comisión debe estar entre 0 y 1'],
    [{ name: 'Gorra Sol', price: 10, commissionPercent: -1 }, 'La comisión debe estar entre 0 y 1'],
    [{ name: 'Gorra Sol', description: 'x'.repeat(1001), price: 10 }, 'La descripción es demasiado larga'],
  ])('rejects %j with %s', (values, message) => {
    expect(firstIssue(checkProductForm(values).error!)).toBe(message);
  });

  it('shows only the first error when several fields are wrong', () => {
    expect(firstIssue(checkProductForm({ name: 'Go', price: 0, commissionPercent: 500 }).error!)).toBe(
      'El nombre debe tener al menos 3 caracteres',
    );
    expect(firstIssue(checkProductForm({ name: 'Gorra Sol', price: 0, commissionPercent: 500 }).error!)).toBe(
      'El precio debe ser mayor a 0',
    );
  });
});
