import { installationSummary } from './store-claim-texts';

describe('installationSummary', () => {
  it('names the store, its domain and until when it waits, on Argentina’s clock', () => {
    expect(
      installationSummary({ storeName: 'Moda Pampa', storeDomain: 'modapampa.mitiendanube.com', expiresAt: '2026-11-29T22:30:00.000Z' }),
    ).toBe('La tienda «Moda Pampa» (modapampa.mitiendanube.com) instaló Afilia y espera que la conectes hasta el 29/11/2026, 19:30.');
  });

  it('speaks of the store without a name or domain', () => {
    expect(installationSummary({ storeName: null, storeDomain: null, expiresAt: '2026-11-29T22:30:00.000Z' })).toBe(
      'Tu tienda instaló Afilia y espera que la conectes hasta el 29/11/2026, 19:30.',
    );
  });
});
