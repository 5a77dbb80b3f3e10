import { isCbuOrCvu, payoutAccountSchema, type PayeeBalance } from '@afilia/contracts';
import { balanceCards, payoutNotice } from './balance-cards';

const balance: PayeeBalance = {
  pendingCents: 120_000,
  availableCents: 200_050,
  inPayoutCents: 0,
  paidCents: 0,
  minimumCents: 100_000,
  account: null,
  payouts: [],
  provider: 'manual',
};

describe('a payee’s balance', () => {
  it('shows four figures in pesos', () => {
    expect(balanceCards(balance).map((c) => [c.title, c.value])).toEqual([
      ['Disponible para cobrar', '$2.000,50'],
      ['Pendiente', '$1.200,00'],
      ['En camino', '$0,00'],
      ['Cobrado', '$0,00'],
    ]);
  });

  it('says what is missing to be paid', () => {
    expect(payoutNotice(balance)).toBe('Agregá tu cuenta de cobro para recibir pagos. Se paga el saldo disponible desde $1.000,00.');
    const withAccount = { ...balance, account: { method: 'alias' as const, value: 'MI.ALIAS', holderName: 'Lía' } };
    expect(payoutNotice(withAccount)).toBe('Tu saldo disponible se incluirá en el próximo lote de pagos.');
    expect(payoutNotice({ ...withAccount, availableCents: 500 })).toMatch(/^Se paga el saldo disponible desde \$1\.000,00\./);
  });
});

describe('a payout account', () => {
  it('takes a CBU or CVU only with both check digits right', () => {
    expect(isCbuOrCvu('2850590940090418135201')).toBe(true);
    expect(isCbuOrCvu('2850590940090418135202')).toBe(false);
    expect(isCbuOrCvu('2850591940090418135201')).toBe(false);
    expect(isCbuOrCvu('285059094009041813520')).toBe(false);
  });

  it('checks each method’s shape and keeps it in one form', () => {
    expect(payoutAccountSchema.parse({ method: 'cvu', value: '2850-5909 4009 0418 1352 01', holderName: 'Lía' }).value).toBe(
      '2850590940090418135201',
    );
    expect(payoutAccountSchema.parse({ method: 'alias', value: 'lia.ventas', holderName: 'Lía' }).value).toBe('LIA.VENTAS');
    expect(payoutAccountSchema.safeParse({ method: 'alias', value: 'corto', holderName: 'Lía' }).error?.issues[0]?.path).toEqual(['value']);
    expect(payoutAccountSchema.safeParse({ method: 'mercadopago', value: 'no-es-email', holderName: 'Lía' }).success).toBe(false);
    expect(
      payoutAccountSchema.safeParse({ method: 'mercadopago', value: 'lia@example.com', holderName: ' ' }).error?.issues[0]?.path,
    ).toEqual(['holderName']);
  });
});
