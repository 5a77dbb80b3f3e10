import { Button, Flex, theme } from '@afilia/platform/antd';
import { Form, InputNumber, Typography } from '@afilia/platform/antd-extra';
import { postbackExample, updatePixelBodySchema, type PixelView } from '@afilia/contracts';
import { clearIssuesOnChange, CopyButton, useConfirmDanger, useFailureToast, useFormIssues, useServerFieldError } from '@afilia/platform';
import { useRotatePostbackSecret, useSetMaxOrder } from './use-pixels';

interface MaxOrderValues {
  maxOrder: number | null;
}

/**
 * What makes a pixel's conversions believable (issue 34 §1): the largest order a percentage
 * commission is paid on, and the key the brand's backend signs its postbacks with, with how to
 * send one. A verified conversion earns at once; one only the pixel saw waits for the brand.
 */
export function PixelEvidence({
  pixel,
  snippet,
}: {
  pixel: PixelView;
  snippet: (title: string, code: string, copyLabel: string, codeLabel: string) => React.ReactNode;
}) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<MaxOrderValues>();
  const showIssues = useFormIssues(form, { maxOrderCents: 'maxOrder' });
  const showOnField = useServerFieldError(form, { maxOrderCents: 'maxOrder' });
  const showFailure = useFailureToast();
  const confirmDanger = useConfirmDanger();
  const setMaxOrder = useSetMaxOrder((error) => {
    if (!showOnField(error)) showFailure('Error al guardar el máximo por pedido', error);
  });
  const rotate = useRotatePostbackSecret();
  const save = (values: MaxOrderValues) => {
    const checked = updatePixelBodySchema.safeParse({
      maxOrderCents: typeof values.maxOrder === 'number' ? Math.round(values.maxOrder * 100) : Number.NaN,
    });
    if (!checked.success) return showIssues(checked.error);
    setMaxOrder.mutate({ id: pixel.id, maxOrderCents: checked.data.maxOrderCents! });
  };
  const confirmRotate = () =>
    confirmDanger({
      title: '¿Regenerar la clave de postback?',
      content: 'Los postbacks firmados con la clave actual dejan de aceptarse en el momento. Actualizala en tu servidor.',
      okText: 'Regenerar',
      onOk: () => rotate.mutateAsync(pixel.id),
    });
  const keyLabel = `Clave de postback de ${pixel.pixelCode}`;
  return (
    <Flex vertical gap={token.margin}>
      <Form<MaxOrderValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ maxOrder: pixel.maxOrderCents / 100 }}
        onFinish={save}
        onValuesChange={clearIssuesOnChange(form)}
        disabled={setMaxOrder.isPending}
      >
        <Form.Item
          label={`Máximo por pedido de ${pixel.pixelCode} ($)`}
          name="maxOrder"
          extra="Una comisión porcentual nunca se calcula sobre más que esto, y una conversión que lo supera queda retenida para que la revises."
          style={{ marginBottom: token.marginXS }}
        >
          <InputNumber controls={false} step={1000} prefix="$" style={{ width: '100%', maxWidth: 260 }} />
        </Form.Item>
        <Button htmlType="submit" loading={setMaxOrder.isPending}>
          Guardar máximo
        </Button>
      </Form>
      <Flex vertical gap={token.marginXS}>
        <Typography.Text strong>3. Postback (opcional): desde tu servidor, firmado con la clave del píxel</Typography.Text>
        <span style={{ color: token.colorTextDescription }}>
          Una conversión confirmada por postback queda verificada y se paga; las que solo informa el píxel esperan tu revisión.
        </span>
        <Flex align="center" gap={token.marginXS} wrap>
          <code
            aria-label={keyLabel}
            style={{ background: token.colorFillTertiary, color: token.colorText, padding: '2px 6px', borderRadius: token.borderRadiusSM }}
          >
            {pixel.postbackSecret.slice(0, 6)}…
          </code>
          <CopyButton text={pixel.postbackSecret} toast="Clave copiada" label={`Copiar clave de postback de ${pixel.pixelCode}`}>
            Copiar clave
          </CopyButton>
          <Button danger onClick={confirmRotate} loading={rotate.isPending}>
            Regenerar clave
          </Button>
        </Flex>
      </Flex>
      {snippet(
        'Ejemplo de postback',
        postbackExample(window.location.origin, pixel.pixelCode),
        `Copiar el ejemplo de postback de ${pixel.pixelCode}`,
        `Ejemplo de postback de ${pixel.pixelCode}`,
      )}
    </Flex>
  );
}
