import { Flex, Menu, theme } from 'antd';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import { Link, useLocation } from 'react-router';
import type { Role } from '@afilia/contracts';
import { Logo, useTheme, type NavItem } from '@afilia/platform';
import { selectedKey, settingsPathFor, SETTINGS_LABEL } from './nav-menu';

interface SidebarMenuProps {
  items: readonly NavItem[];
  role: Role;
  collapsed: boolean;
}

const SETTINGS_KEY = 'settings';

export function SidebarMenu({ items, role, collapsed }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const { resolved } = useTheme();
  const { token } = theme.useToken();
  const settingsPath = settingsPathFor(role);
  const selected = selectedKey(pathname, [...items, { key: SETTINGS_KEY, path: settingsPath }]);
  const selectedKeys = selected ? [selected] : [];

  return (
    <Flex vertical style={{ height: '100%' }}>
      <Link
        to="/dashboard"
        aria-label="Afilia"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          height: 64,
          padding: collapsed ? 0 : `0 ${token.paddingLG}px`,
          flexShrink: 0,
        }}
      >
        <Logo variant={resolved} height={collapsed ? 28 : 30} markOnly={collapsed} />
      </Link>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={selectedKeys}
        style={{ borderInlineEnd: 0, flex: 1, background: 'transparent' }}
        items={items.map((item) => ({
          key: item.key,
          icon: item.icon ? <item.icon /> : undefined,
          label: <Link to={item.path}>{item.label}</Link>,
          title: item.label,
        }))}
      />
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={selectedKeys}
        style={{ borderInlineEnd: 0, background: 'transparent', paddingBottom: token.paddingSM }}
        items={[
          {
            key: SETTINGS_KEY,
            icon: <SettingOutlined />,
            label: <Link to={settingsPath}>{SETTINGS_LABEL}</Link>,
            title: SETTINGS_LABEL,
          },
        ]}
      />
    </Flex>
  );
}
