import type { ReactNode } from 'react';
import { Card, Flex, theme } from '@afilia/platform/antd';
import { Typography } from '@afilia/platform/antd-extra';
import { Logo, useTheme } from '@afilia/platform';

interface AuthCardProps {
  title?: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of /auth and /reset-password, under the logo (a plain link home). */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  const { resolved } = useTheme();
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: `${token.paddingXL}px ${token.padding}px`, background: token.colorBgLayout }}
    >
      <a href="/" aria-label="Afilia, inicio" style={{ marginBottom: token.marginLG, display: 'inline-flex' }}>
        <Logo variant={resolved} height={36} />
      </a>
      <Card style={{ width: '100%', maxWidth: 440 }} styles={{ body: { padding: token.paddingLG } }}>
        {title && (
          <Typography.Title level={3} style={{ marginTop: 0, marginBottom: description ? token.marginXXS : token.marginLG }}>
            {title}
          </Typography.Title>
        )}
        {description && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: token.marginLG }}>
            {description}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
      {footer && <div style={{ marginTop: token.marginLG, textAlign: 'center' }}>{footer}</div>}
    </Flex>
  );
}
