import { joinBrands, joinCreators } from './join-admin-rows.js';

const BRAND_A = '00000000-0000-4000-8000-00000000000a';
const BRAND_B = '00000000-0000-4000-8000-00000000000b';
const brand = (id: string, name: string) => ({
  id,
  name,
  logoUrl: null,
  ownerName: 'Ana',
  ownerEmail: 'ana@example.com',
  agencies: [],
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the admin rows', () => {
  it('give each brand its store, products and campaigns, and zeros where a service has no row', () => {
    const rows = joinBrands(
      [brand(BRAND_A, 'Uno'), brand(BRAND_B, 'Dos')],
      [{ brandId: BRAND_A, storeName: 'Tienda Uno', storeConnected: true, products: 3 }],
      [{ brandId: BRAND_B, campaigns: 2, activeCampaigns: 1 }],
    );
    expect(
      rows.map(({ name, storeName, storeConnected, products, campaigns, activeCampaigns }) => ({
        name,
        storeName,
        storeConnected,
        products,
        campaigns,
        activeCampaigns,
      })),
    ).toEqual([
      { name: 'Uno', storeName: 'Tienda Uno', storeConnected: true, products: 3, campaigns: 0, activeCampaigns: 0 },
      { name: 'Dos', storeName: null, storeConnected: false, products: 0, campaigns: 2, activeCampaigns: 1 },
    ]);
  });

  it('keep identity’s order and give a creator without collaborations 0', () => {
    const creator = (id: string, name: string) => ({ id, name, email: null, slug: null, creatorType: 'public' as const, createdAt: '' });
    expect(joinCreators([creator(BRAND_B, 'Beto'), creator(BRAND_A, 'Ana')], [{ creatorId: BRAND_A, collaborations: 2 }])).toEqual([
      { ...creator(BRAND_B, 'Beto'), collaborations: 0 },
      { ...creator(BRAND_A, 'Ana'), collaborations: 2 },
    ]);
  });
});
