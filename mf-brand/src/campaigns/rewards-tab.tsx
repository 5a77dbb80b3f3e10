import { Flex, Tag, theme } from '@afilia/platform/antd';
import { Alert } from '@afilia/platform/antd-extra';
import { formatBonusGoal, formatCommission, formatMoney, rewardLines, type Campaign, type RewardProgress } from '@afilia/contracts';
import { DataTable, formatInteger } from '@afilia/platform';
import { useCampaignRewards } from './use-campaigns';

const BONUS_STATUS = {
  pending: { label: 'Ganado · en espera', color: 'processing' },
  completed: { label: 'Ganado · acreditado', color: 'success' },
  cancelled: { label: 'Retirado por ventas revertidas', color: 'default' },
} as const;

/**
 * 'Recompensas' (issue 39 §4): the campaign's tiers and bonuses, and each creator's month so far,
 * counted as the sales are paid (real, not reversed): the percentage the next sale pays, the
 * next tier, each bonus earned and what became of it. What a brand checks its bonuses against.
 */
export function RewardsTab({ campaign }: { campaign: Campaign }) {
  const { token } = theme.useToken();
  const lines = rewardLines(campaign.rewards);
  const progress = useCampaignRewards(campaign.id, lines.length > 0);
  if (lines.length === 0)
    return (
      <Alert
        type="info"
        showIcon
        title="Esta campaña no tiene recompensas por resultados"
        description="Agregá escalones de comisión o bonos desde 'Editar'."
      />
    );
  return (
    <Flex vertical gap={token.marginMD}>
      <ul style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <DataTable<RewardProgress>
        rowKey={(p) => p.creatorId}
        rows={progress.data ?? []}
        loading={progress.isPending}
        emptyText="Todavía no hay creadores activos"
        columns={[
          { key: 'creator', title: 'Creador', render: (p) => p.creatorName ?? 'Creador' },
          { key: 'sales', title: 'Ventas del mes', align: 'right', render: (p) => formatInteger(p.sales) },
          { key: 'revenue', title: 'Facturación del mes', align: 'right', render: (p) => formatMoney(p.revenueCents) },
          {
            key: 'next',
            title: 'Próxima venta',
            render: (p) =>
              p.nextSaleCommissionValue === null ? 'Comisión fija' : formatCommission('percentage', p.nextSaleCommissionValue),
          },
          {
            key: 'tier',
            title: 'Próximo escalón',
            render: (p) =>
              p.nextTier
                ? `${formatCommission('percentage', p.nextTier.commissionValue)} desde la venta ${formatInteger(p.nextTier.fromSales)}`
                : '—',
          },
          {
            key: 'bonuses',
            title: 'Bonos',
            render: (p) => (
              <Flex vertical gap={2}>
                {p.bonuses.map((b) => (
                  <Flex key={`${b.metric}:${b.threshold}`} vertical align="flex-start" gap={2}>
                    <span>
                      {formatMoney(b.amountCents)} · {formatBonusGoal(b)}
                    </span>
                    {b.status && <Tag color={BONUS_STATUS[b.status].color}>{BONUS_STATUS[b.status].label}</Tag>}
                  </Flex>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
