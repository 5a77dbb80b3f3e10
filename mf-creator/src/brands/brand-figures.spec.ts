import { memberSince, productCount } from './brand-figures';

describe('a brand’s figures for creators', () => {
  it('reads products and the member-since date in es-AR', () => {
    expect(productCount(1)).toBe('1 producto');
    expect(productCount(3)).toBe('3 productos');
    expect(memberSince('2026-11-26T12:00:00.000Z')).toMatch(/^Miembro desde \d{1,2}\/\d{1,2}\/2026$/);
  });
});
