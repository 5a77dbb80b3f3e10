import type { MfRoute } from '@afilia/platform';
import { groupDashboardRoutes, isDashboardPath, pickForRole, remotesFor } from './dashboard-children';

const load = async () => ({ default: () => null });
const brandHome: MfRoute = { section: 'dashboard', index: true, roles: ['brand', 'admin'], load };
const agencyHome: MfRoute = { section: 'dashboard', index: true, roles: ['agency'], load };
const creatorHome: MfRoute = { section: 'dashboard', index: true, roles: ['creator'], load };
const products: MfRoute = { section: 'dashboard', path: 'products', roles: ['brand', 'agency', 'admin'], load };
const landing: MfRoute = { section: 'public', index: true, light: true, load };

describe('groupDashboardRoutes', () => {
  it('puts every home under one index route and ignores public routes', () => {
    const groups = groupDashboardRoutes([brandHome, products, agencyHome, creatorHome, landing]);
    expect(groups).toEqual([
      { index: true, path: undefined, candidates: [brandHome, agencyHome, creatorHome] },
      { index: false, path: 'products', candidates: [products] },
    ]);
  });
});

describe('pickForRole', () => {
  const homes = [brandHome, agencyHome, creatorHome];
  it('picks the home of the current role', () => {
    expect(pickForRole(homes, 'agency')).toBe(agencyHome);
    expect(pickForRole(homes, 'admin')).toBe(brandHome);
    expect(pickForRole(homes, 'creator')).toBe(creatorHome);
  });
  it('finds nothing for a role the page does not serve', () => {
    expect(pickForRole([products], 'creator')).toBeUndefined();
    expect(pickForRole(homes, null)).toBeUndefined();
  });
});

describe('isDashboardPath', () => {
  it('covers /dashboard and below only', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/products')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
  });
});

describe('remotesFor', () => {
  it('gives brands, agencies and admins mf_brand alone, and a creator both', () => {
    expect(remotesFor('brand')).toEqual(['mf_brand']);
    expect(remotesFor('agency')).toEqual(['mf_brand']);
    expect(remotesFor('admin')).toEqual(['mf_brand']);
    expect(remotesFor(null)).toEqual(['mf_brand']);
    expect(remotesFor('creator')).toEqual(['mf_brand', 'mf_creator']);
  });
});
