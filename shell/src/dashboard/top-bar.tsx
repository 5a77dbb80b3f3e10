import { lazy, Suspense } from 'react';
import { Button, Flex, Layout, theme } from 'antd';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import type { Role } from '@afilia/contracts';
import { ButtonLink, useIsMobile } from '@afilia/platform';
import { NotificationBell } from './notifications/notification-bell';
import { ProfileMenu } from './profile-menu';
import { ThemeSwitcher } from './theme-switcher';

/**
 * Agencies only: its 'Nueva marca' dialog brings antd's form engine and inputs (about 35 KB as
 * sent), which no other role's frame needs, so it loads when an agency's top bar draws it.
 */
const BrandSwitcher = lazy(() => import('./brand-switcher').then((m) => ({ default: m.BrandSwitcher })));

interface TopBarProps {
  role: Role;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
}

const SHOP_LABEL = 'Mi Tienda Online';

export function TopBar({ role, sidebarOpen, onToggleSidebar }: TopBarProps) {
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 64,
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `0 ${mobile ? token.paddingSM : token.paddingLG}px`,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        type="text"
        onClick={onToggleSidebar}
        aria-label="Alternar barra lateral"
        aria-expanded={sidebarOpen}
        title="Alternar barra lateral (Ctrl+B)"
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      />
      <div style={{ flex: 1 }} />
      <Flex align="center" gap={token.marginXS}>
        {role === 'creator' && (
          // On a phone only its icon shows; its name stays for screen readers.
          <ButtonLink to="/dashboard/shop-settings" icon={<ShopOutlined />} aria-label={mobile ? SHOP_LABEL : undefined}>
            {mobile ? null : SHOP_LABEL}
          </ButtonLink>
        )}
        {role === 'agency' && (
          <Suspense fallback={null}>
            <BrandSwitcher />
          </Suspense>
        )}
        {role !== 'admin' && <NotificationBell />}
        <ThemeSwitcher />
        <ProfileMenu />
      </Flex>
    </Layout.Header>
  );
}
