import { Avatar } from 'antd';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { useNavigate } from 'react-router';
import { signOut, useCurrentUser } from '@afilia/platform';
import { BRAND_PRIMARY } from '../app/theme-config';
import { MenuButton } from './menu-button';

export function ProfileMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const initial = (user?.name || user?.email || '?').trim().charAt(0).toUpperCase();

  return (
    <MenuButton
      label="Menú de perfil"
      style={{ paddingInline: 4 }}
      menu={{
        items: [
          { key: 'who', type: 'group', label: user?.email ?? '' },
          { key: 'profile', icon: <UserOutlined />, label: 'Perfil' },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: 'Cerrar sesión', danger: true },
        ],
        onClick: async ({ key }) => {
          if (key === 'profile') navigate('/dashboard/settings');
          if (key === 'sign-out') {
            await signOut();
            navigate('/auth', { replace: true });
          }
        },
      }}
    >
      <Avatar size={30} style={{ background: BRAND_PRIMARY }}>
        {initial}
      </Avatar>
    </MenuButton>
  );
}
