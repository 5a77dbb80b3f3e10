import { useState } from 'react';
import { Button, theme } from '@afilia/platform/antd';
import { Alert, Form, Input, InputNumber, Modal, Radio, Select, Tabs } from '@afilia/platform/antd-extra';
import { CAMPAIGN_DESCRIPTION_MAX, COOKIE_DAYS_MAX, COOKIE_DAYS_MIN, type CreateCampaignRequest } from '@afilia/contracts';
import { formatMoney, useFormIssues, useServerFieldError } from '@afilia/platform';
import { CommissionFields } from './commission-fields';
import { RewardsFields } from './rewards-fields';
import { CAMPAIGN_FIELD_OF, checkNewCampaign, NEW_CAMPAIGN_VALUES, type CampaignFormValues } from './campaign-form';
import { CAMPAIGN_SCREEN_TEXTS as T } from './campaign-texts';
import { useBrandProducts, usePixelStatus } from './use-campaigns';

type Kind = 'standard' | 'conversion';

interface NewCampaignDialogProps {
  open: boolean;
  brandId: string | null;
  saving: boolean;
  onClose(): void;
  /** Resolves true when created (the dialog closes), false to stay open. */
  /** Null once made; else the refusal, shown on its field when it names one. */
  onCreate(body: CreateCampaignRequest): Promise<unknown>;
}

/**
 * 'Nueva Campaña' (seed 002 §2): the tabs 'Comisión Estándar' and 'Por Conversión (CPL/CPA)'.
 * Cost-per-click campaigns are made with the assistant ('Crear con IA'). The values are checked
 * with the contracts schema: the first error is toasted and each field shows its own.
 */
export function NewCampaignDialog({ open, brandId, saving, onClose, onCreate }: NewCampaignDialogProps) {
  const { token } = theme.useToken();
  const [kind, setKind] = useState<Kind>('standard');
  const [form] = Form.useForm<CampaignFormValues>();
  const showIssues = useFormIssues(form, CAMPAIGN_FIELD_OF);
  const showOnField = useServerFieldError(form, CAMPAIGN_FIELD_OF);
  const products = useBrandProducts(brandId, open);
  const pixel = usePixelStatus(brandId, open && kind === 'conversion');
  const pixelReady = pixel.data ? pixel.data.active && pixel.data.installed : false;
  const commissionType = Form.useWatch('commissionType', form);
  const targetKind = Form.useWatch('targetKind', form);
  const options = (products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${formatMoney(p.priceCents)}` }));

  const onFinish = async (values: CampaignFormValues) => {
    const checked = checkNewCampaign(kind, values);
    if (!checked.success) return showIssues(checked.error);
    const refused = await onCreate(checked.data);
    if (refused === null) onClose();
    else showOnField(refused);
  };

  const commission = (
    <>
      <CommissionFields type={commissionType} />
      <Form.Item
        label="Duración de la cookie (días)"
        name="cookieDurationDays"
        extra={`Entre ${COOKIE_DAYS_MIN} y ${COOKIE_DAYS_MAX} días`}
      >
        <InputNumber step={1} controls={false} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );

  return (
    <Modal
      open={open}
      title="Nueva Campaña"
      okText="Crear Campaña"
      cancelText="Cancelar"
      confirmLoading={saving}
      okButtonProps={{ disabled: kind === 'conversion' && !pixelReady }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as Kind)}
        items={[
          { key: 'standard', label: 'Comisión Estándar' },
          { key: 'conversion', label: 'Por Conversión (CPL/CPA)' },
        ]}
      />
      {kind === 'conversion' && pixel.data && !pixelReady && (
        <Alert type="warning" showIcon title={T.pixelMissing} description={T.pixelHelp} style={{ marginBottom: token.marginMD }} />
      )}
      <Form<CampaignFormValues>
        name="campaign"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={NEW_CAMPAIGN_VALUES}
        onFinish={onFinish}
        disabled={saving}
      >
        <Form.Item label={kind === 'standard' ? 'Nombre' : 'Título'} name="name">
          <Input placeholder={kind === 'standard' ? 'Ej: Temporada de invierno' : 'Ej: Registro de clientes'} autoFocus />
        </Form.Item>
        <Form.Item label="Descripción" name="description">
          <Input.TextArea rows={2} count={{ show: true, max: CAMPAIGN_DESCRIPTION_MAX }} />
        </Form.Item>
        {commission}
        {kind === 'standard' ? (
          <>
            <Form.Item label="Método de pago" name="paymentMethod">
              <Select
                options={[
                  { value: 'direct', label: 'Link directo al producto' },
                  { value: 'discount_code', label: 'Código de descuento' },
                  { value: 'store_products', label: 'Productos de la tienda' },
                ]}
              />
            </Form.Item>
            <Form.Item label="Productos" name="productIds">
              <Select
                mode="multiple"
                options={options}
                loading={products.isPending}
                placeholder="Seleccioná los productos de la campaña"
                optionFilterProp="label"
                notFoundContent="No hay productos"
              />
            </Form.Item>
            <RewardsFields fixed={commissionType === 'fixed'} />
          </>
        ) : (
          <>
            <Form.Item label="Destino" name="targetKind">
              <Radio.Group
                options={[
                  { value: 'product', label: 'Un producto' },
                  { value: 'url', label: 'URL personalizada' },
                ]}
              />
            </Form.Item>
            {targetKind === 'url' ? (
              <Form.Item label="URL personalizada" name="targetUrl">
                <Input type="url" placeholder="https://" />
              </Form.Item>
            ) : (
              <Form.Item label="Producto" name="targetProductId">
                <Select
                  options={options}
                  loading={products.isPending}
                  placeholder="Selecciona un producto"
                  showSearch={{ optionFilterProp: 'label' }}
                  notFoundContent="No hay productos"
                />
              </Form.Item>
            )}
          </>
        )}
      </Form>
      {kind === 'conversion' && !pixelReady && (
        <Button type="link" href="/dashboard/brand-settings" style={{ paddingInline: 0 }}>
          Ir a Tracking y Conversiones
        </Button>
      )}
    </Modal>
  );
}
