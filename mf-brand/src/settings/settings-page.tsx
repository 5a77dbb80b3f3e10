import { useState } from 'react';
import { App, Button, Card, Flex, theme } from '@afilia/platform/antd';
import { Form, Input } from '@afilia/platform/antd-extra';
import { useNavigate } from '@afilia/platform/router';
import ApiOutlined from '@ant-design/icons/es/icons/ApiOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import {
  ActionRow,
  api,
  ButtonLink,
  IconTitle,
  PageHeader,
  session,
  signOut,
  useCurrentUser,
  useFailureToast,
  useFormIssues,
  type PageProps,
  NotificationPreferencesCard,
} from '@afilia/platform';
import { useStoreReturnNotice } from '../store/use-store-return-notice';
import { checkProfileName, PROFILE_TEXTS, updateProfile } from './profile';
import { TwoFactorCard } from './two-factor-card';

interface ProfileValues {
  name?: string;
}

/**
 * /dashboard/settings, the generic settings variant (seed 002 §2), for every role (the profile
 * menu's 'Perfil' and the admin's settings link): profile information (name editable, e-mail
 * read-only), the notification preferences, two-step sign-in (decision 192), the brand integration for brands and agencies, the
 * way to a creator's social networks ('Mi Perfil'), and a danger zone with sign out.
 * It lives in a remote rather than in the shell so that it leaves the shell's chunks (and the
 * home's first load) as they were.
 */
export default function SettingsPage(_props: PageProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<ProfileValues>();
  const name = Form.useWatch('name', form);
  const [saving, setSaving] = useState(false);
  const showFailure = useFailureToast();
  const showIssues = useFormIssues(form);
  useStoreReturnNotice();
  if (!user) return null;

  const onFinish = async (values: ProfileValues) => {
    const checked = checkProfileName(values.name);
    if (!checked.success) {
      showIssues(checked.error);
      return;
    }
    setSaving(true);
    try {
      const updated = await updateProfile(api, checked.data.name);
      session.store.set((state) => (state.status === 'signed-in' ? { ...state, user: updated } : state));
      form.setFieldsValue({ name: updated.name });
      message.success(PROFILE_TEXTS.updated);
    } catch (error) {
      showFailure(PROFILE_TEXTS.updateError, error);
    } finally {
      setSaving(false);
    }
  };

  const unchanged = (name ?? user.name).trim() === user.name;

  return (
    <>
      <PageHeader title="Configuración" />
      <Flex vertical gap={24} style={{ maxWidth: 880 }}>
        <Card title="Información del Perfil">
          <Form<ProfileValues>
            name="profile"
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ name: user.name }}
            onFinish={onFinish}
            disabled={saving}
          >
            <Form.Item label="Nombre" name="name">
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item label="Email" htmlFor="profile-email" extra="El email no se puede cambiar.">
              <Input id="profile-email" value={user.email} disabled readOnly />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving} disabled={unchanged}>
              Guardar Cambios
            </Button>
          </Form>
        </Card>
        <NotificationPreferencesCard />
        <TwoFactorCard />
        {user.role === 'creator' && (
          <Card title="Redes Sociales">
            <ActionRow>
              <span style={{ color: token.colorTextDescription }}>
                Tus redes, tus estadísticas y tu Press Kit se editan en tu perfil de creador.
              </span>
              <ButtonLink to="/dashboard/creator-settings">Mi Perfil</ButtonLink>
            </ActionRow>
          </Card>
        )}
        {(user.role === 'brand' || user.role === 'agency') && (
          <Card title={<IconTitle icon={<ApiOutlined />}>Integración de Marca</IconTitle>}>
            <ActionRow>
              <span style={{ color: token.colorTextDescription }}>
                La conexión con Tiendanube se administra en la configuración de tu marca.
              </span>
              <ButtonLink to="/dashboard/brand-settings">Configuración de Marca</ButtonLink>
            </ActionRow>
          </Card>
        )}
        <Card title="Zona de Peligro" style={{ borderColor: token.colorErrorBorder }}>
          <ActionRow>
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
          </ActionRow>
        </Card>
      </Flex>
    </>
  );
}
