import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Actions on the right (a button to a section...). */
  extra?: ReactNode;
}

/** Title, subtitle and actions at the top of every dashboard screen. */
export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={token.margin} style={{ marginBottom: token.marginLG }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeLG }}>
            {subtitle}
          </Typography.Text>
        )}
      </div>
      {extra}
    </Flex>
  );
}
