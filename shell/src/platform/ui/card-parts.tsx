import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

/** A card's title with its icon before it ('Integración con Tiendanube'). */
export function IconTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginXS}>
      {icon}
      {children}
    </Flex>
  );
}

/** A card's body row: what it is on the left, its action on the right; wraps on narrow screens. */
export function ActionRow({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="center" wrap gap={token.margin}>
      {children}
    </Flex>
  );
}
