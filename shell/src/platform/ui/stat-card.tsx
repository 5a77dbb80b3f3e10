import type { ReactNode } from 'react';
import { Card, Flex, theme } from 'antd';

export type StatTrend = 'positive' | 'negative' | 'neutral';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  /** e.g. '+12% vs. mes anterior', coloured by `trend`. */
  change?: string;
  trend?: StatTrend;
  icon?: ReactNode;
}

export function StatCard({ title, value, change, trend = 'neutral', icon }: StatCardProps) {
  const { token } = theme.useToken();
  const changeColor = {
    positive: token.colorSuccess,
    negative: token.colorError,
    neutral: token.colorTextSecondary,
  }[trend];
  return (
    <Card size="small" styles={{ body: { padding: token.paddingLG } }}>
      <Flex justify="space-between" align="center" gap={token.marginSM}>
        <span style={{ color: token.colorTextDescription, fontWeight: 500 }}>{title}</span>
        {icon && <span style={{ color: token.colorTextTertiary, fontSize: 18 }}>{icon}</span>}
      </Flex>
      <div style={{ fontSize: 26, fontWeight: 700, lineHeight: 1.3, marginTop: token.marginXS }}>{value}</div>
      {change && <div style={{ color: changeColor, fontSize: token.fontSizeSM, marginTop: 2 }}>{change}</div>}
    </Card>
  );
}
