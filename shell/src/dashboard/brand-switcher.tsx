import { useState } from 'react';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { App, Avatar, Form, Input, Modal, theme } from 'antd';
import { BRAND_DESCRIPTION_MAX, brandSchema, createBrandRequestSchema } from '@afilia/contracts';
import { api, refreshSession, switchActiveBrand, useActiveBrand, useCurrentUser, useFormIssues, useIsMobile } from '@afilia/platform';
import { MenuButton } from './menu-button';

const NEW_BRAND = 'new-brand';

/**
 * The agency's brand switcher in the top bar (seed 000 §2, §4, §5): its linked brands with their
 * logos, the active one checked; 'Nueva marca' opens the dialog, and the new brand becomes active.
 */
export function BrandSwitcher() {
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  const user = useCurrentUser();
  const active = useActiveBrand();
  const [creating, setCreating] = useState(false);
  if (!user) return null;
  const logo = (b: { name: string; logoUrl: string | null }) => (
    <Avatar
      size="small"
      shape="square"
      src={b.logoUrl ?? undefined}
      alt=""
      style={{ background: token.colorPrimaryBg, color: token.colorPrimaryText }}
    >
      {b.name.charAt(0).toUpperCase()}
    </Avatar>
  );
  return (
    <>
      <MenuButton
        label={active ? `Marca activa: ${active.name}` : 'Elegir marca'}
        icon={active ? logo(active) : <ShopOutlined />}
        menu={{
          selectable: true,
          selectedKeys: active ? [active.id] : [],
          items: [
            ...user.brands.map((b) => ({ key: b.id, label: b.name, icon: logo(b) })),
            ...(user.brands.length ? [{ type: 'divider' as const }] : []),
            { key: NEW_BRAND, label: 'Nueva marca', icon: <PlusOutlined /> },
          ],
          onClick: ({ key }) => (key === NEW_BRAND ? setCreating(true) : switchActiveBrand(user.id, key)),
        }}
      >
        {mobile ? null : (active?.name ?? 'Elegir marca')}
      </MenuButton>
      <NewBrandDialog open={creating} onClose={() => setCreating(false)} userId={user.id} />
    </>
  );
}

interface NewBrandValues {
  name?: string;
  description?: string;
}

/** 'Nueva marca' (seed 000 §5): name required, description optional; linked to the agency and made active. */
function NewBrandDialog({ open, onClose, userId }: { open: boolean; onClose(): void; userId: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<NewBrandValues>();
  const showIssues = useFormIssues(form);
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: NewBrandValues) => {
    const checked = createBrandRequestSchema.safeParse({ name: values.name ?? '', description: values.description || undefined });
    if (!checked.success) return showIssues(checked.error);
    setSaving(true);
    try {
      const brand = await api.post('/brands', checked.data, { schema: brandSchema });
      // The access token carries the agency's brands: a fresh one includes the new brand.
      await refreshSession();
      switchActiveBrand(userId, brand.id);
      message.success('Marca creada exitosamente');
      form.resetFields();
      onClose();
    } catch (error) {
      message.error(error instanceof Error && error.message ? `Error al crear marca: ${error.message}` : 'Error al crear marca');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Nueva marca"
      okText="Crear Marca"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NewBrandValues> form={form} name="new-brand" layout="vertical" requiredMark={false} onFinish={onFinish} disabled={saving}>
        <Form.Item label="Nombre" name="name">
          <Input autoFocus placeholder="Ej: Moda Austral" />
        </Form.Item>
        <Form.Item label="Descripción" name="description">
          <Input.TextArea rows={3} count={{ show: true, max: BRAND_DESCRIPTION_MAX }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
