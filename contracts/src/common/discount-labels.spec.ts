import { discountLabel, shopperCode, usesLabel } from './discount-labels.js';

describe('discount code labels', () => {
  it('reads a code’s discount, uses and the code shoppers type', () => {
    expect(discountLabel({ discountType: 'percentage', discountValue: 15 })).toBe('15%');
    expect(discountLabel({ discountType: 'fixed', discountValue: 50_000 })).toMatch(/^\$\s?500,00$/);
    expect(usesLabel({ usageCount: 3, maxUses: 100 })).toBe('3 / 100');
    expect(usesLabel({ usageCount: 0, maxUses: null })).toBe('0 / sin límite');
    expect(shopperCode({ code: 'LIA10', creatorCustomCode: null })).toBe('LIA10');
    expect(shopperCode({ code: 'LIA10', creatorCustomCode: 'LIAINVIERNO' })).toBe('LIAINVIERNO');
  });
});
