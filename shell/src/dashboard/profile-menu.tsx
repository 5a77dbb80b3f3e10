import { Avatar, Button, Dropdown } from 'antd';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { useNavigate } from 'react-router';
import { signOut, useCurrentUser } from '@afilia/platform';

export function ProfileMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const initial = (user?.name || user?.email || '?').trim().charAt(0).toUpperCase();

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
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
      <Button type="text" aria-label="Menú de perfil" style={{ paddingInline: 4 }}>
        <Avatar size={30} style={{ background: '#7c3aed' }}>
          {initial}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
