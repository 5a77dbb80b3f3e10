import { isVisibleToCreators } from './campaign-visibility.js';

describe('whether creators find a campaign', () => {
  const today = '2026-11-23';
  it('active and within its dates, when it has them', () => {
    expect(isVisibleToCreators({ status: 'active', startDate: null, endDate: null }, today)).toBe(true);
    expect(isVisibleToCreators({ status: 'active', startDate: '2026-11-23', endDate: '2026-11-23' }, today)).toBe(true);
  });
  it('not before its start, after its end, nor paused or inactive', () => {
    expect(isVisibleToCreators({ status: 'active', startDate: '2026-11-24', endDate: null }, today)).toBe(false);
    expect(isVisibleToCreators({ status: 'active', startDate: null, endDate: '2026-11-22' }, today)).toBe(false);
    expect(isVisibleToCreators({ status: 'paused', startDate: null, endDate: null }, today)).toBe(false);
    expect(isVisibleToCreators({ status: 'inactive', startDate: null, endDate: null }, today)).toBe(false);
  });
});
