import { Form, Input, Modal } from '@afilia/platform/antd-extra';
import { theme } from '@afilia/platform/antd';
import { voidConversionBodySchema, type ConversionRow } from '@afilia/contracts';
import { clearIssuesOnChange, useFailureToast, useFormIssues, useServerFieldError } from '@afilia/platform';

/**
 * 'Anular conversión': the reason is required (the creator reads it beside the conversion), and
 * is checked with the contract's schema; a refusal of the service shows on the field or as a toast.
 */
export function VoidConversionDialog({
  conversion,
  busy,
  onClose,
  onVoid,
}: {
  conversion: ConversionRow | null;
  busy: boolean;
  onClose(): void;
  onVoid(reason: string): Promise<unknown>;
}) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ reason: string }>();
  const showIssues = useFormIssues(form);
  const showOnField = useServerFieldError(form);
  const showFailure = useFailureToast();
  if (!conversion) return null;
  const onFinish = async (values: { reason: string }) => {
    const checked = voidConversionBodySchema.safeParse(values);
    if (!checked.success) return showIssues(checked.error);
    try {
      await onVoid(checked.data.reason);
      onClose();
    } catch (error) {
      if (!showOnField(error)) showFailure('Error al anular la conversión', error);
    }
  };
  return (
    <Modal
      open
      title="Anular conversión"
      okText="Anular"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {conversion.creatorName ?? 'El creador'} no cobra esta conversión
        {conversion.review === 'approved' || conversion.review === 'verified' ? ': su comisión sale de tu saldo y del resumen abierto' : ''}
        . El creador lee el motivo.
      </p>
      <Form<{ reason: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ reason: '' }}
        onFinish={onFinish}
        onValuesChange={clearIssuesOnChange(form)}
        disabled={busy}
        style={{ marginTop: token.marginMD }}
      >
        <Form.Item label="Motivo" name="reason">
          <Input.TextArea rows={3} count={{ show: true, max: 300 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
