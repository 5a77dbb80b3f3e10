import type { DashboardSummary } from '@afilia/contracts';
import { agencyCards, brandCards } from './home-cards';

const brandSummary: DashboardSummary = {
  role: 'brand',
  figures: { totalSalesCents: 123456789, commissionsPaidCents: 5050, activeProducts: 1200, activeCreators: 7 },
  recentTransactions: [],
};

describe('brandCards', () => {
  it('shows the four brand figures with money in es-AR', () => {
    expect(brandCards(brandSummary)).toEqual([
      { key: 'sales', title: 'Ventas Totales', value: '$1.234.567,89' },
      { key: 'commissions', title: 'Comisiones Pagadas', value: '$50,50' },
      { key: 'products', title: 'Productos Activos', value: '1.200' },
      { key: 'creators', title: 'Creadores Activos', value: '7' },
    ]);
  });

  it('serves the admin the same view', () => {
    expect(brandCards({ ...brandSummary, role: 'admin' })[0]?.value).toBe('$1.234.567,89');
  });

  it('shows zeros when the summary could not be loaded', () => {
    expect(brandCards(null).map((c) => c.value)).toEqual(['$0,00', '$0,00', '0', '0']);
  });
});

describe('agencyCards', () => {
  it('shows six cards, revenue with two decimals and a fixed activity', () => {
    const cards = agencyCards({
      role: 'agency',
      figures: { activeBrands: 3, activeCampaigns: 4, associatedCreators: 12, totalRevenueCents: 9876543, validConversions: 41 },
    });
    expect(cards.map((c) => [c.title, c.value])).toEqual([
      ['Marcas Activas', '3'],
      ['Campañas Activas', '4'],
      ['Creadores Asociados', '12'],
      ['Ingresos Totales', '$98.765,43'],
      ['Conversiones', '41'],
      ['Actividad', 'Alta'],
    ]);
  });

  it('shows zeros for another role or no data', () => {
    expect(agencyCards(brandSummary).map((c) => c.value)).toEqual(['0', '0', '0', '$0,00', '0', 'Alta']);
  });
});
