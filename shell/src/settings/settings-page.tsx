import { useEffect, useRef } from 'react';
import { App, Button, Card, Flex, theme } from 'antd';
import ApiOutlined from '@ant-design/icons/es/icons/ApiOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader, signOut, storeReturnNotice, useCurrentUser, type PageProps } from '@afilia/platform';

/**
 * /dashboard/settings, the generic settings variant (seed 002 §2), for every role (the profile
 * menu's 'Perfil' and the admin's settings link): profile information, the brand integration for
 * brands and agencies, and a danger zone with sign out. The name is shown read-only until the
 * profile update endpoint exists; the e-mail is read-only by the seed.
 */
export default function SettingsPage(_props: PageProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  useStoreReturnNotice();
  if (!user) return null;

  const field = (label: string, value: string) => (
    <Flex vertical gap={token.marginXXS}>
      <span style={{ color: token.colorTextDescription }}>{label}</span>
      <span style={{ fontWeight: 500, fontSize: token.fontSizeLG, overflowWrap: 'anywhere' }}>{value}</span>
    </Flex>
  );

  return (
    <>
      <PageHeader title="Configuración" />
      <Flex vertical gap={24} style={{ maxWidth: 880 }}>
        <Card title="Información del Perfil">
          <Flex vertical gap={token.margin}>
            {field('Nombre', user.name)}
            {field('Email', user.email)}
          </Flex>
        </Card>
        {(user.role === 'brand' || user.role === 'agency') && (
          <Card
            title={
              <Flex align="center" gap={token.marginXS}>
                <ApiOutlined />
                Integración de Marca
              </Flex>
            }
          >
            <Flex justify="space-between" align="center" wrap gap={token.margin}>
              <span style={{ color: token.colorTextDescription }}>
                La conexión con Tiendanube se administra en la configuración de tu marca.
              </span>
              <Link to="/dashboard/brand-settings">
                <Button>Configuración de Marca</Button>
              </Link>
            </Flex>
          </Card>
        )}
        <Card title="Zona de Peligro" style={{ borderColor: token.colorErrorBorder }}>
          <Flex justify="space-between" align="center" wrap gap={token.margin}>
            <span style={{ color: token.colorTextDescription }}>Cerrá tu sesión en este dispositivo.</span>
            <Button
              danger
              icon={<LogoutOutlined />}
              onClick={async () => {
                await signOut();
                navigate('/auth', { replace: true });
              }}
            >
              Cerrar sesión
            </Button>
          </Flex>
        </Card>
      </Flex>
    </>
  );
}

/** The callback page's `?success=connected` / `?error=…` may also land here (seed 002 §2): toast it once, clear it. */
function useStoreReturnNotice() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const notice = storeReturnNotice(params);
    if (!notice || handled.current === params.toString()) return;
    handled.current = params.toString();
    message[notice.type](notice.text);
    setParams({}, { replace: true });
  }, [params, setParams, message]);
}
