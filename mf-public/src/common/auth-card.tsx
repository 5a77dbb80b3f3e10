import type { ReactNode } from 'react';
import { Card, Flex, theme } from '@afilia/platform/antd';
import { Typography } from '@afilia/platform/antd-extra';
import { Logo, useDocumentTitle, useTheme } from '@afilia/platform';

interface AuthCardProps {
  /** The page's `<h1>` and the browser tab's title. */
  title: string;
  /** Shown to screen readers only, where the card says it another way (the tabs of /auth). */
  hideTitle?: boolean;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of /auth, /reset-password and the Tiendanube return, under the logo (a plain link home). */
export function AuthCard({ title, hideTitle = false, description, children, footer }: AuthCardProps) {
  const { resolved } = useTheme();
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: `${token.paddingXL}px ${token.padding}px`, background: token.colorBgLayout }}
    >
      <a href="/" aria-label="Afilia, inicio" style={{ marginBottom: token.marginLG, display: 'inline-flex' }}>
        <Logo variant={resolved} height={36} />
      </a>
      <Card style={{ width: '100%', maxWidth: 440 }} styles={{ body: { padding: token.paddingLG } }}>
        {hideTitle ? (
          <h1 className="visually-hidden">{title}</h1>
        ) : (
          <Typography.Title
            level={1}
            style={{
              marginTop: 0,
              marginBottom: description ? token.marginXXS : token.marginLG,
              fontSize: token.fontSizeHeading3,
              lineHeight: token.lineHeightHeading3,
            }}
          >
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
