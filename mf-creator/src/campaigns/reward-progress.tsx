import { Flex, Tag, theme } from '@afilia/platform/antd';
import { Progress } from '@afilia/platform/antd-extra';
import { formatBonusGoal, formatCommission, formatInteger, formatMoney, type RewardProgress } from '@afilia/contracts';

const BONUS_STATUS = {
  pending: { label: 'Ganado · en espera', color: 'processing' },
  completed: { label: 'Ganado · acreditado', color: 'success' },
} as const;

/** How far the month is towards the next tier, from the tier (or the month's start) the creator is on. */
function tierProgress(p: RewardProgress): { percent: number; text: string } | null {
  if (!p.nextTier) return null;
  const from = [...p.tiers].reverse().find((t) => t.fromSales <= p.sales + 1)?.fromSales ?? 1;
  const span = p.nextTier.fromSales - from;
  const done = p.sales + 1 - from;
  const missing = p.nextTier.fromSales - 1 - p.sales;
  return {
    percent: Math.max(0, Math.min(100, Math.round((done / span) * 100))),
    text: `Te ${missing === 1 ? 'falta 1 venta' : `faltan ${formatInteger(missing)} ventas`} para cobrar ${formatCommission('percentage', p.nextTier.commissionValue)}`,
  };
}

/**
 * The collaboration card's 'Recompensas del mes' (issue 39 §4): the month's live sales and
 * revenue, what the next sale pays, the way to the next tier, and each bonus: reached or how far.
 */
export function RewardProgressPanel({ progress: p }: { progress: RewardProgress }) {
  const { token } = theme.useToken();
  const tier = tierProgress(p);
  return (
    <section
      aria-label="Recompensas del mes"
      style={{ marginTop: token.marginSM, padding: token.paddingSM, background: token.colorFillAlter, borderRadius: token.borderRadius }}
    >
      <h3 style={{ margin: 0, fontSize: token.fontSize, color: token.colorTextHeading }}>Recompensas del mes</h3>
      <div>
        {formatInteger(p.sales)} {p.sales === 1 ? 'venta' : 'ventas'} · {formatMoney(p.revenueCents)} facturados
      </div>
      {p.nextSaleCommissionValue !== null && p.tiers.length > 0 && (
        <div>
          Tu próxima venta paga <strong>{formatCommission('percentage', p.nextSaleCommissionValue)}</strong>
        </div>
      )}
      {tier && <Progress percent={tier.percent} size="small" format={() => ''} aria-label={tier.text} />}
      {tier && <div style={{ color: token.colorTextDescription }}>{tier.text}</div>}
      {!tier && p.tiers.length > 0 && p.nextSaleCommissionValue !== null && (
        <div style={{ color: token.colorTextDescription }}>Estás en el escalón más alto</div>
      )}
      {p.bonuses.length > 0 && (
        <Flex vertical gap={2} style={{ marginTop: token.marginXS }}>
          {p.bonuses.map((b) => {
            const status = b.status === 'pending' || b.status === 'completed' ? BONUS_STATUS[b.status] : null;
            const now =
              b.metric === 'sales' ? formatInteger(Math.min(p.sales, b.threshold)) : formatMoney(Math.min(p.revenueCents, b.threshold));
            return (
              <span key={`${b.metric}:${b.threshold}`}>
                Bono de {formatMoney(b.amountCents)} · {formatBonusGoal(b)}{' '}
                {status ? (
                  <Tag color={status.color}>{status.label}</Tag>
                ) : (
                  <span style={{ color: token.colorTextDescription }}>
                    ({now} de {b.metric === 'sales' ? formatInteger(b.threshold) : formatMoney(b.threshold)})
                  </span>
                )}
              </span>
            );
          })}
        </Flex>
      )}
    </section>
  );
}
