import { storeDayOf } from '@afilia/contracts';
import { checkDiscountCode, NEW_DISCOUNT_CODE_VALUES } from './discount-code-form';

describe('the discount code dialog', () => {
  it('sends a percentage as is and pesos as cents, the code upper-cased, the last day through its end', () => {
    const percent = checkDiscountCode({
      ...NEW_DISCOUNT_CODE_VALUES,
      code: 'solcrea15',
      discountValue: 15,
      maxUses: 100,
      expiresOn: '2099-12-31',
    });
    expect(percent.success && percent.data).toMatchObject({
      code: 'SOLCREA15',
      discountType: 'percentage',
      discountValue: 15,
      maxUses: 100,
    });
    // Through the 31st in the store, whatever the zone of the browser that chose it.
    expect(percent.success && percent.data.expiresAt).toBe('2100-01-01T02:59:59.000Z');
    expect(percent.success && storeDayOf(new Date(percent.data.expiresAt!))).toBe('2099-12-31');
    const fixed = checkDiscountCode({ ...NEW_DISCOUNT_CODE_VALUES, code: 'ENVIO', discountType: 'fixed', discountValue: 500.5 });
    expect(fixed.success && fixed.data).toMatchObject({ discountType: 'fixed', discountValue: 50_050, expiresAt: null, maxUses: null });
  });

  it('says the seed’s texts on the fields they belong to', () => {
    const issue = (values: object) => {
      const checked = checkDiscountCode({ ...NEW_DISCOUNT_CODE_VALUES, code: 'SOL10', ...values });
      return checked.success ? null : { path: checked.error.issues[0]!.path.join('.'), message: checked.error.issues[0]!.message };
    };
    expect(issue({ code: '' })).toEqual({ path: 'code', message: 'Completá todos los campos requeridos' });
    expect(issue({ discountValue: null })).toEqual({ path: 'discountValue', message: 'Completá todos los campos requeridos' });
    expect(issue({ scope: 'product' })).toEqual({ path: 'productId', message: 'Selecciona un producto' });
    expect(issue({ code: 'SOL-10' })).toEqual({ path: 'code', message: 'El código solo puede tener letras y números' });
    expect(issue({ discountValue: 150 })).toEqual({ path: 'discountValue', message: 'El descuento no puede superar el 100%' });
    expect(issue({ maxUses: 0 })).toEqual({ path: 'maxUses', message: 'Los usos máximos deben ser un número entero mayor a 0' });
  });

  it('leaves what is no date for the schema to refuse', () => {
    const checked = checkDiscountCode({ ...NEW_DISCOUNT_CODE_VALUES, code: 'SOL10', discountValue: 10, expiresOn: 'no es una fecha' });
    expect(checked.success).toBe(false);
  });
});
