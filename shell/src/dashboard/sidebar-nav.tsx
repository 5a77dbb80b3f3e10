import type { CSSProperties } from 'react';
import { Flex, theme } from 'antd';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import { Link, useLocation } from 'react-router';
import type { Role } from '@afilia/contracts';
import { Logo, useTheme, type NavItem } from '@afilia/platform';
import { selectedKey, settingsPathFor, SETTINGS_LABEL } from './nav-menu';
import './sidebar-nav.css';

interface SidebarNavProps {
  items: readonly NavItem[];
  role: Role;
  collapsed: boolean;
}

type Entry = Pick<NavItem, 'key' | 'label' | 'path' | 'icon'>;

/**
 * The sidebar: the logo (home) and the role's sections, with settings at the foot. A `<nav>` of
 * links, the current one marked `aria-current="page"`, drawn with antd's tokens. Not antd's Menu:
 * that is an application menu (`role="menu"`, arrow keys, one tab stop), which screen readers
 * announce as such, not the site navigation it is here. Collapsed, it shows the icons and keeps
 * the labels for screen readers and as tooltips.
 */
export function SidebarNav({ items, role, collapsed }: SidebarNavProps) {
  const { pathname } = useLocation();
  const { resolved } = useTheme();
  const { token } = theme.useToken();
  const settings: Entry = { key: 'settings', label: SETTINGS_LABEL, path: settingsPathFor(role), icon: SettingOutlined };
  const current = selectedKey(pathname, [...items, settings]);
  const colours = {
    '--afilia-nav-text': token.colorText,
    '--afilia-nav-hover': token.controlItemBgHover,
    // colorLink is the violet that reads on every surface of both themes (see theme-config.ts).
    '--afilia-nav-current': token.colorLink,
    '--afilia-nav-current-bg': token.controlItemBgActive,
    '--afilia-nav-focus': token.colorPrimaryBorder,
    '--afilia-nav-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;

  const link = (entry: Entry) => (
    <li key={entry.key}>
      <Link
        to={entry.path}
        className="afilia-nav__link"
        aria-current={entry.key === current ? 'page' : undefined}
        title={collapsed ? entry.label : undefined}
      >
        {entry.icon && (
          <span className="afilia-nav__icon">
            <entry.icon />
          </span>
        )}
        <span className={collapsed ? 'visually-hidden' : undefined}>{entry.label}</span>
      </Link>
    </li>
  );

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
      <nav aria-label="Secciones" className={collapsed ? 'afilia-nav afilia-nav--collapsed' : 'afilia-nav'} style={colours}>
        <ul className="afilia-nav__list">{items.map(link)}</ul>
        <ul className="afilia-nav__list afilia-nav__list--end">{link(settings)}</ul>
      </nav>
    </Flex>
  );
}
