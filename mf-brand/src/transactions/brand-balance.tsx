import { useQuery } from '@tanstack/react-query';
import { Col, Row } from '@afilia/platform/antd';
import { brandBalanceSchema, formatMoney } from '@afilia/contracts';
import { api, StatCard, useLoadFailureToast } from '@afilia/platform';

export const brandBalanceKey = (brandId: string | null) => ['payouts', 'brand-balance', brandId ?? 'own'] as const;

/**
 * What the brand's real sales owe (its creators' commissions and the platform's 15 %, from the
 * ledger) and what it paid (issue 14 §5): above its transactions.
 */
export function BrandBalance({ brandId }: { brandId: string | null }) {
  const balance = useQuery({
    queryKey: brandBalanceKey(brandId),
    queryFn: () => api.get(`/payouts/brand-balance${brandId ? `?brandId=${brandId}` : ''}`, { schema: brandBalanceSchema }),
  });
  useLoadFailureToast('Error al cargar el saldo de la marca', balance.error);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
      <Col xs={24} sm={12}>
        <StatCard title="Comisiones adeudadas" value={formatMoney(balance.data?.owedCents ?? 0)} />
      </Col>
      <Col xs={24} sm={12}>
        <StatCard title="Pagado a la plataforma" value={formatMoney(balance.data?.paidCents ?? 0)} />
      </Col>
    </Row>
  );
}
