import { toAmount, toCents } from './mercadopago-client.js';

describe('amounts at the edge of Mercado Pago', () => {
  it('turns integer cents into two-decimal numbers and back without drift', () => {
    expect(toAmount(123_450)).toBe(1234.5);
    expect(toAmount(1)).toBe(0.01);
    for (let cents = 0; cents < 200_000; cents += 7) expect(toCents(toAmount(cents))).toBe(cents);
  });
});
