import { Button, Flex, Layout, theme } from 'antd';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { Link } from 'react-router';
import type { Role } from '@afilia/contracts';
import { useIsMobile } from '@afilia/platform';
import { ProfileMenu } from './profile-menu';
import { ThemeSwitcher } from './theme-switcher';

interface TopBarProps {
  role: Role;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
}

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
        title="Alternar barra lateral (Ctrl+B)"
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      />
      <div style={{ flex: 1 }} />
      <Flex align="center" gap={token.marginXS}>
        {role === 'creator' && (
          <Link to="/dashboard/shop-settings">
            <Button icon={<ShopOutlined />} aria-label="Mi Tienda Online">
              {mobile ? null : 'Mi Tienda Online'}
            </Button>
          </Link>
        )}
        <ThemeSwitcher />
        <ProfileMenu />
      </Flex>
    </Layout.Header>
  );
}
