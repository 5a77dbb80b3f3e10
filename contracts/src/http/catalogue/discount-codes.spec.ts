import { customCodeRequestSchema, DISCOUNT_CODE_MESSAGES } from './discount-codes.js';

const issue = (input: unknown) => customCodeRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('a creator’s own version of its code', () => {
  it('is trimmed and kept in upper case', () => {
    expect(customCodeRequestSchema.parse({ code: '  anapaz20 ' })).toEqual({ code: 'ANAPAZ20' });
  });

  it('is never empty', () => {
    expect(issue({ code: '' })).toBe('El código no puede estar vacío');
    expect(issue({ code: '   ' })).toBe(DISCOUNT_CODE_MESSAGES.empty);
    expect(issue({})).toBe(DISCOUNT_CODE_MESSAGES.empty);
  });

  it('has letters and digits only, as the store’s coupons, up to 30 of them', () => {
    expect(issue({ code: 'ANA-PAZ' })).toBe(DISCOUNT_CODE_MESSAGES.lettersAndDigits);
    expect(issue({ code: 'ANA PAZ' })).toBe(DISCOUNT_CODE_MESSAGES.lettersAndDigits);
    expect(issue({ code: 'AÑO20' })).toBe(DISCOUNT_CODE_MESSAGES.lettersAndDigits);
    expect(issue({ code: 'A'.repeat(31) })).toBe(DISCOUNT_CODE_MESSAGES.tooLong);
    expect(customCodeRequestSchema.parse({ code: 'a'.repeat(30) }).code).toBe('A'.repeat(30));
  });
});
