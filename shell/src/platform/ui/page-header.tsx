import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';
import { useDocumentTitle } from '../theme/document-title';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Badges beside the title ('Tienda sincronizada'…). */
  tags?: ReactNode;
  /** Actions on the right (a button to a section...). */
  extra?: ReactNode;
}

/**
 * Title, subtitle and actions at the top of every dashboard screen. The title is the page's one
 * `<h1>` and names the browser tab ('Productos · Afilia'). Plain elements in antd's heading and
 * secondary-text styles rather than Typography, which brings editing (a TextArea) and copy
 * features to every dashboard's first load (see `@afilia/platform/antd-extra`).
 */
export function PageHeader({ title, subtitle, tags, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={token.margin} style={{ marginBottom: token.marginLG }}>
      <div>
        <Flex align="center" wrap gap={token.marginSM}>
          <h1
            style={{
              margin: 0,
              color: token.colorTextHeading,
              fontWeight: token.fontWeightStrong,
              fontSize: token.fontSizeHeading2,
              lineHeight: token.lineHeightHeading2,
            }}
          >
            {title}
          </h1>
          {tags}
        </Flex>
        {subtitle && <span style={{ color: token.colorTextDescription, fontSize: token.fontSizeLG }}>{subtitle}</span>}
      </div>
      {extra}
    </Flex>
  );
}
