import { missingScopes } from './scopes.js';

describe('the scopes a store grants', () => {
  it('must cover the app’s, a write scope counting as its read', () => {
    expect(missingScopes('read_products,read_orders,read_customers,write_coupons,write_scripts')).toEqual([]);
    expect(missingScopes('write_products,write_orders,write_customers,write_coupons,write_scripts')).toEqual([]);
    expect(missingScopes('read_products,write_coupons')).toEqual(['read_orders', 'read_customers', 'write_scripts']);
    expect(missingScopes('')).toHaveLength(5);
  });
});
