import type { ReactNode } from 'react';
import DesktopOutlined from '@ant-design/icons/es/icons/DesktopOutlined';
import MoonOutlined from '@ant-design/icons/es/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/es/icons/SunOutlined';
import { useTheme, type ThemePreference } from '@afilia/platform';
import { MenuButton } from './menu-button';

const OPTIONS: { key: ThemePreference; label: string; icon: ReactNode }[] = [
  { key: 'light', label: 'Claro', icon: <SunOutlined /> },
  { key: 'dark', label: 'Oscuro', icon: <MoonOutlined /> },
  { key: 'system', label: 'Sistema', icon: <DesktopOutlined /> },
];

export function ThemeSwitcher() {
  const { preference, resolved, setPreference } = useTheme();
  return (
    <MenuButton
      label="Cambiar tema"
      icon={resolved === 'dark' ? <MoonOutlined /> : <SunOutlined />}
      menu={{
        items: OPTIONS,
        selectable: true,
        selectedKeys: [preference],
        onClick: ({ key }) => setPreference(key as ThemePreference),
      }}
    />
  );
}
