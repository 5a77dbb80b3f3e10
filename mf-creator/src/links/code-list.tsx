import { useState } from 'react';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { Button, Card, Col, Flex, Row, Tag, theme } from '@afilia/platform/antd';
import { Form, Input } from '@afilia/platform/antd-extra';
import { customCodeRequestSchema, DISCOUNT_CODE_MAX, discountLabel, shopperCode, usesLabel, type DiscountCode } from '@afilia/contracts';
import {
  clearIssuesOnChange,
  CopyButton,
  EmptyNotice,
  formatDate,
  useFailureToast,
  useFormIssues,
  useServerFieldError,
} from '@afilia/platform';
import { useCustomiseCode } from './use-links';
import { LINKS_TEXTS } from './links-texts';

/**
 * 'Códigos de Descuento' (seed 001 §2): the codes brands assigned to the creator, each with its
 * state, discount and uses; an active one can be renamed in place (upper case, never empty) and
 * the coupon in the brand's store follows.
 */
export function CodeList({ codes }: { codes: DiscountCode[] }) {
  const { token } = theme.useToken();
  if (codes.length === 0)
    return (
      <EmptyNotice
        title="Todavía no tenés códigos de descuento"
        hint="Cuando una marca te asigne un código, lo vas a ver acá para compartirlo con tu comunidad."
      />
    );
  return (
    <Row gutter={[token.margin, token.margin]}>
      {codes.map((code) => (
        <Col key={code.id} xs={24} md={12} xl={8}>
          <CodeCard code={code} />
        </Col>
      ))}
    </Row>
  );
}

function CodeCard({ code }: { code: DiscountCode }) {
  const { token } = theme.useToken();
  const [editing, setEditing] = useState(false);
  const shown = shopperCode(code);
  return (
    <Card
      size="small"
      title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>{shown}</h2>}
      extra={code.isActive ? <Tag color="success">Activo</Tag> : <Tag>Inactivo</Tag>}
    >
      <Flex vertical gap={token.marginSM}>
        <div style={{ color: token.colorTextDescription }}>
          {code.brandName ?? 'Marca'} · {discountLabel(code)} de descuento{code.scope === 'product' ? ' en un producto' : ''}
        </div>
        <Flex gap={token.margin} wrap>
          <span>Usos: {usesLabel(code)}</span>
          {code.expiresAt ? <span>Vence: {formatDate(code.expiresAt)}</span> : null}
        </Flex>
        {editing ? (
          <CustomCodeForm code={code} onDone={() => setEditing(false)} />
        ) : (
          <Flex gap={token.marginXS} wrap>
            <CopyButton text={shown} toast={LINKS_TEXTS.codeCopied} label={`Copiar código ${shown}`} size="small">
              Copiar
            </CopyButton>
            {code.isActive ? (
              <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)} aria-label={`Editar código ${shown}`}>
                Editar
              </Button>
            ) : null}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

function CustomCodeForm({ code, onDone }: { code: DiscountCode; onDone(): void }) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ code: string }>();
  const showIssues = useFormIssues(form);
  const showServerField = useServerFieldError(form);
  const showFailure = useFailureToast();
  const customise = useCustomiseCode();

  const onFinish = async (values: { code: string }) => {
    const checked = customCodeRequestSchema.safeParse({ code: values.code ?? '' });
    if (!checked.success) return showIssues(checked.error);
    try {
      await customise.mutateAsync({ codeId: code.id, code: checked.data.code });
      onDone();
    } catch (error) {
      if (!showServerField(error)) showFailure(LINKS_TEXTS.updateError, error);
    }
  };

  return (
    <Form
      form={form}
      name={`custom-code-${code.id}`}
      layout="vertical"
      requiredMark={false}
      initialValues={{ code: shopperCode(code) }}
      onFinish={onFinish}
      onValuesChange={clearIssuesOnChange(form)}
      disabled={customise.isPending}
    >
      <Form.Item label="Tu código" name="code" extra="Letras y números; se guarda en mayúsculas." style={{ marginBottom: token.marginXS }}>
        <Input
          autoFocus
          maxLength={DISCOUNT_CODE_MAX}
          style={{ textTransform: 'uppercase' }}
          onKeyDown={(event) => event.key === 'Escape' && onDone()}
        />
      </Form.Item>
      <Flex gap={token.marginXS}>
        <Button size="small" type="primary" htmlType="submit" loading={customise.isPending}>
          Guardar
        </Button>
        <Button size="small" onClick={onDone}>
          Cancelar
        </Button>
      </Flex>
    </Form>
  );
}
