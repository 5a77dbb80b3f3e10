import { useState } from 'react';
import { theme } from '@afilia/platform/antd';
import { Form, Input, InputNumber, Modal, Radio } from '@afilia/platform/antd-extra';
import {
  applyRequestSchema,
  formatCommission,
  formatCpcTerms,
  formatMoney,
  TERMS_MAX,
  type ApplyRequest,
  type AvailableCampaign,
} from '@afilia/contracts';
import { useFormIssues } from '@afilia/platform';

interface Values {
  mode: 'terms' | 'proposal';
  commissionType?: 'percentage' | 'fixed';
  commissionValue?: number | null;
  terms?: string;
  costPerClick?: number | null;
  maxClicks?: number | null;
}

const FIELD_OF = {
  'proposal.costPerClickCents': 'costPerClick',
  'proposal.maxClicks': 'maxClicks',
  'proposal.commissionValue': 'commissionValue',
};

/** The dialog's values as the apply request, checked with the contracts schema (seed 002 §5 'Creator application'). */
export function applyRequestOf(campaign: AvailableCampaign, values: Values) {
  const number = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  let proposal: unknown = null;
  if (values.mode === 'proposal' && campaign.campaignType === 'cpc') {
    const cpc = number(values.costPerClick);
    proposal = {
      kind: 'cpc',
      costPerClickCents: cpc === undefined ? undefined : Math.round(cpc * 100),
      maxClicks: number(values.maxClicks),
    };
  } else if (values.mode === 'proposal') {
    const type = values.commissionType ?? 'percentage';
    const value = number(values.commissionValue);
    proposal = {
      kind: 'commission',
      commissionType: type,
      commissionValue: value === undefined ? undefined : type === 'fixed' ? Math.round(value * 100) : value,
      terms: values.terms,
    };
  }
  return applyRequestSchema.safeParse({ campaignId: campaign.id, proposal });
}

/**
 * Apply to a campaign (seed 002 §2 'Creator campaigns'): accept its terms, or propose one's own
 * commission (at least 0) or, for CPC, one's own cost per click (at least $0,01) and max clicks
 * (at least 1), with the potential earnings shown.
 */
export function ApplyDialog({
  campaign,
  busy,
  onClose,
  onApply,
}: {
  campaign: AvailableCampaign;
  busy: boolean;
  onClose(): void;
  onApply(proposal: ApplyRequest['proposal']): void;
}) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<Values>();
  const showIssues = useFormIssues(form, FIELD_OF);
  const [mode, setMode] = useState<Values['mode']>('terms');
  const commissionType = Form.useWatch('commissionType', form);
  const costPerClick = Form.useWatch('costPerClick', form);
  const maxClicks = Form.useWatch('maxClicks', form);
  const cpc = campaign.campaignType === 'cpc';
  const terms = cpc
    ? formatCpcTerms(campaign.costPerClickCents ?? 0, campaign.maxClicksPerCreator ?? 0)
    : formatCommission(campaign.commissionType, campaign.commissionValue);
  const potential =
    mode === 'proposal' && typeof costPerClick === 'number' && typeof maxClicks === 'number'
      ? Math.round(costPerClick * 100) * maxClicks
      : (campaign.costPerClickCents ?? 0) * (campaign.maxClicksPerCreator ?? 0);

  const onFinish = (values: Values) => {
    const checked = applyRequestOf(campaign, { ...values, mode });
    if (!checked.success) return showIssues(checked.error);
    onApply(checked.data.proposal);
  };

  return (
    <Modal
      open
      title={`Aplicar a ${campaign.name}`}
      okText={mode === 'terms' ? 'Aplicar' : 'Enviar Propuesta'}
      cancelText="Cancelar"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ marginTop: token.marginMD }}>
        {campaign.brandName ?? 'La marca'} ofrece <strong>{terms}</strong>.
        {cpc && ` Ganancia potencial: ${formatMoney((campaign.costPerClickCents ?? 0) * (campaign.maxClicksPerCreator ?? 0))}.`}
      </p>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          mode: 'terms',
          commissionType: campaign.commissionType,
          commissionValue: campaign.commissionType === 'fixed' ? campaign.commissionValue / 100 : campaign.commissionValue,
          costPerClick: (campaign.costPerClickCents ?? 0) / 100,
          maxClicks: campaign.maxClicksPerCreator,
          terms: '',
        }}
        onFinish={onFinish}
        disabled={busy}
      >
        <Form.Item label="¿Cómo querés aplicar?" name="mode">
          <Radio.Group
            onChange={(e) => setMode(e.target.value as Values['mode'])}
            options={[
              { value: 'terms', label: 'Acepto los términos' },
              { value: 'proposal', label: cpc ? 'Hacer una contraoferta' : 'Proponer mis términos' },
            ]}
          />
        </Form.Item>
        {mode === 'proposal' && cpc && (
          <>
            <Form.Item label="Costo por clic ($)" name="costPerClick">
              <InputNumber controls={false} step={0.01} prefix="$" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Clics máximos" name="maxClicks" extra={`Ganancia potencial: ${formatMoney(potential)}`}>
              <InputNumber controls={false} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {mode === 'proposal' && !cpc && (
          <>
            <Form.Item label="Tipo de comisión" name="commissionType">
              <Radio.Group
                options={[
                  { value: 'percentage', label: 'Porcentaje' },
                  { value: 'fixed', label: 'Monto fijo' },
                ]}
              />
            </Form.Item>
            <Form.Item label={commissionType === 'fixed' ? 'Comisión ($)' : 'Comisión (%)'} name="commissionValue">
              <InputNumber controls={false} step={0.01} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Términos (opcional)" name="terms">
              <Input.TextArea rows={3} count={{ show: true, max: TERMS_MAX }} placeholder="Ej: 2 reels y 3 historias por mes" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
