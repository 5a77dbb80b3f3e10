import { theme } from '@afilia/platform/antd';
import { Form, Input, InputNumber, Modal, Select } from '@afilia/platform/antd-extra';
import { CAMPAIGN_DESCRIPTION_MAX, type Campaign, type CampaignEditForm } from '@afilia/contracts';
import { useFormIssues } from '@afilia/platform';
import { CommissionFields } from './commission-fields';
import { CAMPAIGN_FIELD_OF, checkCampaignEdit, editValuesOf, type CampaignFormValues } from './campaign-form';
import { RewardsFields } from './rewards-fields';

/**
 * The edit dialog (seed 002 §5 'Campaign edit'): name, description, commission, cookie days,
 * Activa or Inactiva; a standard campaign's rewards too (issue 39 §4).
 */
export function CampaignEditDialog({
  campaign,
  open,
  saving,
  onClose,
  onSave,
}: {
  campaign: Campaign;
  open: boolean;
  saving: boolean;
  onClose(): void;
  onSave(form: CampaignEditForm): Promise<boolean>;
}) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<CampaignFormValues>();
  const showIssues = useFormIssues(form, CAMPAIGN_FIELD_OF);
  const commissionType = Form.useWatch('commissionType', form);
  const cpc = campaign.campaignType === 'cpc';

  const onFinish = async (values: CampaignFormValues) => {
    const checked = checkCampaignEdit(values, campaign.campaignType);
    if (!checked.success) return showIssues(checked.error);
    if (await onSave(checked.data)) onClose();
  };

  return (
    <Modal
      open={open}
      title="Editar Campaña"
      okText="Guardar Cambios"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CampaignFormValues>
        name="campaign-edit"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={editValuesOf(campaign)}
        onFinish={onFinish}
        disabled={saving}
        style={{ marginTop: token.marginMD }}
      >
        <Form.Item label="Nombre" name="name">
          <Input autoFocus />
        </Form.Item>
        <Form.Item label="Descripción" name="description">
          <Input.TextArea rows={2} count={{ show: true, max: CAMPAIGN_DESCRIPTION_MAX }} />
        </Form.Item>
        {/* A CPC campaign pays per click: its commission is not used, so it is not shown. */}
        <div hidden={cpc}>
          <CommissionFields type={commissionType} />
          <Form.Item label="Duración de la cookie (días)" name="cookieDurationDays">
            <InputNumber step={1} controls={false} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        {campaign.campaignType === 'standard' && <RewardsFields fixed={commissionType === 'fixed'} />}
        <Form.Item label="Estado" name="status">
          <Select
            options={[
              { value: 'active', label: 'Activa' },
              { value: 'inactive', label: 'Inactiva' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
