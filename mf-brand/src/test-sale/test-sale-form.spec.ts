import { TEST_SALE_TEXTS } from '@afilia/contracts';
import { checkTestSaleForm } from './test-sale-form';

describe('the test sale form', () => {
  it('trims and upper-cases the coupon, and takes 100 for a total it cannot read', () => {
    expect(checkTestSaleForm({ couponCode: '  sol15 ', orderTotal: null }, null).data).toEqual({ couponCode: 'SOL15', orderTotal: 100 });
    expect(checkTestSaleForm({ couponCode: 'SOL15', orderTotal: 2_500.5 }, null).data).toMatchObject({ orderTotal: 2_500.5 });
  });

  it('asks for a coupon and a total of at least 0', () => {
    expect(checkTestSaleForm({ couponCode: '   ', orderTotal: 100 }, null).error?.issues[0]).toMatchObject({
      message: TEST_SALE_TEXTS.couponRequired,
      path: ['couponCode'],
    });
    expect(checkTestSaleForm({ couponCode: 'SOL15', orderTotal: -1 }, null).error?.issues[0]).toMatchObject({
      message: TEST_SALE_TEXTS.totalInvalid,
      path: ['orderTotal'],
    });
  });
});
