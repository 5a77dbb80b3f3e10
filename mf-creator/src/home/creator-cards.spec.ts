import { creatorCards } from './creator-cards';

describe('creatorCards', () => {
  it('shows earnings in es-AR money and counts as integers', () => {
    const cards = creatorCards({
      role: 'creator',
      figures: { totalEarnedCents: 250075, totalClicks: 15320, activeLinks: 6, salesGenerated: 42 },
      recentTransactions: [],
    });
    expect(cards.map((c) => [c.title, c.value])).toEqual([
      ['Total Ganado', '$2.500,75'],
      ['Clics Totales', '15.320'],
      ['Links Activos', '6'],
      ['Ventas Generadas', '42'],
    ]);
  });

  it('shows zeros when the summary could not be loaded', () => {
    expect(creatorCards(null).map((c) => c.value)).toEqual(['$0,00', '0', '0', '0']);
  });
});
