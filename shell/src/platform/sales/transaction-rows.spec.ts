import { saleStatusLabel, type Transaction } from '@afilia/contracts';
import { toTransactionRow } from './transaction-rows';

const tx: Transaction = {
  id: '1234abcd-0000-4000-8000-000000000000',
  brandId: '1234abcd-0000-4000-8000-000000000001',
  creatorId: '1234abcd-0000-4000-8000-000000000002',
  productId: null,
  productName: 'Remera',
  creatorName: 'Lía',
  brandName: null,
  orderId: '1001',
  orderNumber: '1001',
  quantity: 2,
  currency: 'ARS',
  amountTotalCents: 1_000_000,
  amountCreatorCents: 200_000,
  amountPlatformCents: 150_000,
  amountBrandCents: 650_000,
  status: 'completed',
  cancelReason: null,
  attributedBy: 'coupon',
  isTest: false,
  createdAt: '2026-11-20T15:00:00Z',
};

describe('a transaction as the lists show it', () => {
  it('gives the date, the names (N/A when missing) and the three parts in es-AR money', () => {
    expect(toTransactionRow(tx)).toMatchObject({
      key: tx.id,
      date: '20/11/2026',
      product: 'Remera',
      creator: 'Lía',
      brand: 'N/A',
      total: '$10.000,00',
      creatorCommission: '$2.000,00',
      platformCommission: '$1.500,00',
      brandPart: '$6.500,00',
      status: 'Completada',
      statusReason: null,
      isTest: false,
      cancelled: false,
    });
  });

  it('says why a sale was cancelled, in Spanish', () => {
    expect(toTransactionRow({ ...tx, status: 'cancelled', cancelReason: 'order_edited' }).statusReason).toBe(
      'La tienda editó el pedido: sus productos tienen una comisión nueva',
    );
    expect(toTransactionRow({ ...tx, status: 'cancelled', cancelReason: 'order_refunded' }).statusReason).toBe(
      'La tienda devolvió el pago del pedido',
    );
    // One cancelled before reasons were kept reads only 'Cancelada'.
    expect(toTransactionRow({ ...tx, status: 'cancelled', cancelReason: null }).statusReason).toBeNull();
  });

  it("labels the seed's statuses and shows any other raw; a cancelled one is marked so its money can be struck", () => {
    expect(['completed', 'pending', 'paid', 'cancelled'].map(saleStatusLabel)).toEqual(['Completada', 'Pendiente', 'Pagado', 'Cancelada']);
    expect(toTransactionRow({ ...tx, status: 'cancelled', isTest: true })).toMatchObject({
      cancelled: true,
      isTest: true,
      statusColor: 'default',
    });
  });
});
