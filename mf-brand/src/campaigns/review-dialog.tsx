import { theme } from '@afilia/platform/antd';
import { Form, Input, InputNumber, Modal } from '@afilia/platform/antd-extra';
import {
  counterOfferRequestSchema,
  cpcProposalSchema,
  REJECTION_REASON_MAX,
  TERMS_MAX,
  type ApplicationView,
  formatCommission,
  formatCpcTerms,
  type ParticipationView,
} from '@afilia/contracts';
import { useFormIssues } from '@afilia/platform';
import { CommissionFields } from './commission-fields';

/** What the brand is about to do, and to whom. */
export type Review =
  | { kind: 'accept'; application: ApplicationView }
  | { kind: 'counterOffer'; application: ApplicationView }
  | { kind: 'reject'; application: ApplicationView }
  | { kind: 'approve'; participation: ParticipationView }
  | { kind: 'counterOfferCpc'; participation: ParticipationView }
  | { kind: 'rejectCpc'; participation: ParticipationView };

export type ReviewAnswer =
  | { kind: 'accept' | 'approve' | 'rejectCpc' }
  | { kind: 'counterOffer'; body: { commissionType: 'percentage' | 'fixed'; commissionValue: number; terms: string | null } }
  | { kind: 'reject'; reason: string | null }
  | { kind: 'counterOfferCpc'; body: { costPerClickCents: number; maxClicks: number } };

interface Values {
  commissionType?: 'percentage' | 'fixed';
  commissionValue?: number | null;
  terms?: string;
  reason?: string;
  costPerClick?: number | null;
  maxClicks?: number | null;
}

const TITLES: Record<Review['kind'], string> = {
  accept: 'Aceptar aplicación',
  counterOffer: 'Enviar contraoferta',
  reject: 'Rechazar aplicación',
  approve: 'Aprobar participación',
  counterOfferCpc: 'Enviar contraoferta',
  rejectCpc: 'Rechazar participación',
};

const OK: Record<Review['kind'], string> = {
  accept: 'Aceptar',
  counterOffer: 'Enviar Contraoferta',
  reject: 'Rechazar',
  approve: 'Aprobar',
  counterOfferCpc: 'Enviar Contraoferta',
  rejectCpc: 'Rechazar',
};

function nameOf(review: Review): string {
  const who = 'application' in review ? review.application.creatorName : review.participation.creatorName;
  return who ?? 'el creador';
}

/**
 * The dialogs of the brand's review (seed 002 §2 'Applications and Approvals'): accept or approve
 * (a confirmation), counteroffer (commission, or cost per click and clicks; terms optional),
 * reject (an optional reason). Values are checked with the contracts schemas.
 */
export function ReviewDialog({
  review,
  busy,
  onClose,
  onAnswer,
}: {
  review: Review | null;
  busy: boolean;
  onClose(): void;
  onAnswer(answer: ReviewAnswer): void;
}) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<Values>();
  const showIssues = useFormIssues(form, { costPerClickCents: 'costPerClick' });
  const commissionType = Form.useWatch('commissionType', form);
  if (!review) return null;

  const initial: Values =
    review.kind === 'counterOffer'
      ? {
          commissionType: review.application.campaign.commissionType,
          commissionValue:
            review.application.campaign.commissionType === 'fixed'
              ? review.application.campaign.commissionValue / 100
              : review.application.campaign.commissionValue,
          terms: '',
        }
      : review.kind === 'counterOfferCpc'
        ? { costPerClick: review.participation.costPerClickCents / 100, maxClicks: review.participation.maxClicks }
        : { reason: '' };

  const onFinish = (values: Values) => {
    if (review.kind === 'counterOffer') {
      const type = values.commissionType ?? 'percentage';
      const value =
        typeof values.commissionValue === 'number'
          ? type === 'fixed'
            ? Math.round(values.commissionValue * 100)
            : values.commissionValue
          : undefined;
      const checked = counterOfferRequestSchema.safeParse({
        id: review.application.id,
        commissionType: type,
        commissionValue: value,
        terms: values.terms,
      });
      if (!checked.success) return showIssues(checked.error);
      return onAnswer({
        kind: 'counterOffer',
        body: { commissionType: type, commissionValue: checked.data.commissionValue!, terms: checked.data.terms },
      });
    }
    if (review.kind === 'counterOfferCpc') {
      const checked = cpcProposalSchema.safeParse({
        costPerClickCents: typeof values.costPerClick === 'number' ? Math.round(values.costPerClick * 100) : undefined,
        maxClicks: values.maxClicks ?? undefined,
      });
      if (!checked.success) return showIssues(checked.error);
      return onAnswer({ kind: 'counterOfferCpc', body: checked.data });
    }
    if (review.kind === 'reject') return onAnswer({ kind: 'reject', reason: values.reason?.trim() ? values.reason.trim() : null });
    return onAnswer({ kind: review.kind });
  };

  return (
    <Modal
      open
      title={TITLES[review.kind]}
      okText={OK[review.kind]}
      okButtonProps={{ danger: review.kind === 'reject' || review.kind === 'rejectCpc' }}
      cancelText="Cancelar"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={onFinish}
        disabled={busy}
        style={{ marginTop: token.marginMD }}
      >
        {review.kind === 'accept' && (
          <p>
            {nameOf(review)} se suma a la campaña con{' '}
            {review.application.proposedCommissionType && review.application.proposedCommissionValue !== null
              ? `su propuesta de ${formatCommission(review.application.proposedCommissionType, review.application.proposedCommissionValue)}`
              : `la comisión de la campaña (${formatCommission(review.application.campaign.commissionType, review.application.campaign.commissionValue)})`}
            . Se le generan sus links de afiliado.
          </p>
        )}
        {review.kind === 'approve' && (
          <p>
            {nameOf(review)} participa con{' '}
            {review.participation.proposedBy === 'creator'
              ? formatCpcTerms(review.participation.proposedCostPerClickCents!, review.participation.proposedMaxClicks!)
              : formatCpcTerms(review.participation.costPerClickCents, review.participation.maxClicks)}
            . Se le asigna ese presupuesto y se genera su link.
          </p>
        )}
        {review.kind === 'rejectCpc' && <p>La solicitud de {nameOf(review)} se elimina.</p>}
        {review.kind === 'counterOffer' && (
          <>
            <CommissionFields type={commissionType} />
            <Form.Item label="Términos (opcional)" name="terms">
              <Input.TextArea rows={3} count={{ show: true, max: TERMS_MAX }} />
            </Form.Item>
          </>
        )}
        {review.kind === 'counterOfferCpc' && (
          <>
            <Form.Item label="Costo por clic ($)" name="costPerClick">
              <InputNumber controls={false} step={0.01} prefix="$" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Clics máximos" name="maxClicks">
              <InputNumber controls={false} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {review.kind === 'reject' && (
          <Form.Item label="Motivo (opcional)" name="reason">
            <Input.TextArea rows={3} count={{ show: true, max: REJECTION_REASON_MAX }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
