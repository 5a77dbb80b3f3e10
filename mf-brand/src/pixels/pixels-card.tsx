import AimOutlined from '@ant-design/icons/es/icons/AimOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Card, Flex, Spin, Tag, theme } from '@afilia/platform/antd';
import { Form, Input, Switch, Typography } from '@afilia/platform/antd-extra';
import { pixelSnippets, PIXEL_TEXTS, type PixelView } from '@afilia/contracts';
import {
  clearIssuesOnChange,
  CopyButton,
  EmptyNotice,
  IconTitle,
  useConfirmDanger,
  useFormIssues,
  useServerFieldError,
} from '@afilia/platform';
import { PixelEvidence } from './pixel-evidence';
import { checkPixelForm, PIXEL_FORM_INITIAL_VALUES, pixelStatusLabel, type PixelFormValues } from './pixel-forms';
import { useCreatePixel, useDeletePixel, useSetPixelActive } from './use-pixels';

/** 'Píxeles de conversión' (seed 002 §2, §4): create, the install snippets, the active toggle, delete. */
export function PixelsCard({ brandId, pixels, loading }: { brandId: string | null; pixels: PixelView[]; loading: boolean }) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<PixelFormValues>();
  const showIssues = useFormIssues(form);
  const showFieldError = useServerFieldError(form);
  const create = useCreatePixel(() => form.resetFields(), showFieldError);

  const onFinish = (values: PixelFormValues) => {
    const checked = checkPixelForm(values, brandId);
    if (!checked.success) return showIssues(checked.error);
    create.mutate(checked.data);
  };

  return (
    <Card title={<IconTitle icon={<AimOutlined />}>Píxeles de conversión</IconTitle>}>
      <Flex vertical gap={token.marginLG}>
        <Form
          form={form}
          layout="vertical"
          initialValues={PIXEL_FORM_INITIAL_VALUES}
          onFinish={onFinish}
          onValuesChange={clearIssuesOnChange(form)}
          requiredMark={false}
          aria-label="Crear píxel"
        >
          <Flex gap={token.margin} wrap align="flex-end">
            <Form.Item name="name" label="Nombre del píxel" style={{ flex: '1 1 200px', marginBottom: 0 }}>
              <Input placeholder="Ej: Tienda principal" maxLength={100} autoComplete="off" />
            </Form.Item>
            <Form.Item name="pageUrl" label="URL de la página (opcional)" style={{ flex: '2 1 260px', marginBottom: 0 }}>
              <Input placeholder="https://mitienda.com/gracias" inputMode="url" autoComplete="url" />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
              Crear píxel
            </Button>
          </Flex>
        </Form>
        {loading ? (
          <Flex justify="center" role="status" aria-label="Cargando píxeles">
            <Spin />
          </Flex>
        ) : pixels.length === 0 ? (
          <EmptyNotice title={PIXEL_TEXTS.pixelsEmpty} hint="Creá uno, instalalo en tu sitio y medí las conversiones de tus creadores." />
        ) : (
          pixels.map((pixel) => <PixelItem key={pixel.id} pixel={pixel} />)
        )}
      </Flex>
    </Card>
  );
}

function PixelItem({ pixel }: { pixel: PixelView }) {
  const { token } = theme.useToken();
  const confirmDanger = useConfirmDanger();
  const setActive = useSetPixelActive();
  const remove = useDeletePixel();
  const status = pixelStatusLabel(pixel);
  const snippets = pixelSnippets(window.location.origin, pixel.pixelCode, pixel.brandId);

  const confirmDelete = () =>
    confirmDanger({
      title: '¿Eliminar píxel?',
      content: `El píxel «${pixel.name}» dejará de registrar visitas y conversiones. Las conversiones ya recibidas se conservan.`,
      okText: 'Eliminar',
      onOk: () => remove.mutateAsync(pixel.id),
    });

  return (
    <section
      aria-label={`Píxel ${pixel.name}`}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.padding }}
    >
      <Flex vertical gap={token.margin}>
        <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
          <Flex vertical gap={token.marginXXS}>
            <Flex align="center" gap={token.marginXS} wrap>
              <h3 style={{ margin: 0, fontSize: token.fontSizeLG }}>{pixel.name}</h3>
              <Tag>{pixel.pixelCode}</Tag>
              <Tag color={status.color}>{status.text}</Tag>
            </Flex>
            {pixel.pageUrl && <span style={{ color: token.colorTextDescription, overflowWrap: 'anywhere' }}>{pixel.pageUrl}</span>}
          </Flex>
          <Flex align="center" gap={token.marginSM}>
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
              <Switch
                checked={pixel.isActive}
                loading={setActive.isPending}
                onChange={(isActive) => setActive.mutate({ id: pixel.id, isActive })}
              />
              Activo
            </label>
            <Button danger icon={<DeleteOutlined />} onClick={confirmDelete} aria-label={`Eliminar píxel ${pixel.name}`}>
              Eliminar
            </Button>
          </Flex>
        </Flex>
        <Snippet
          title="1. Píxel: en todas las páginas de tu sitio, dentro de <head>"
          code={snippets.pixel}
          copyLabel={`Copiar el píxel ${pixel.pixelCode}`}
          codeLabel={`Código del píxel ${pixel.pixelCode}`}
        />
        <Snippet
          title="2. Script de conversión: en la página de agradecimiento, con los datos de la compra o el registro"
          code={snippets.conversion}
          copyLabel={`Copiar el script de conversión de ${pixel.pixelCode}`}
          codeLabel={`Código del script de conversión de ${pixel.pixelCode}`}
        />
        <PixelEvidence
          pixel={pixel}
          snippet={(title, code, copyLabel, codeLabel) => <Snippet title={title} code={code} copyLabel={copyLabel} codeLabel={codeLabel} />}
        />
      </Flex>
    </section>
  );
}

function Snippet({ title, code, copyLabel, codeLabel }: { title: string; code: string; copyLabel: string; codeLabel: string }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXS}>
      <Flex justify="space-between" align="center" gap={token.marginXS} wrap>
        <Typography.Text strong>{title}</Typography.Text>
        <CopyButton text={code} toast="Copiado al portapapeles" label={copyLabel}>
          Copiar
        </CopyButton>
      </Flex>
      <pre
        tabIndex={0}
        aria-label={codeLabel}
        style={{
          margin: 0,
          padding: token.paddingSM,
          background: token.colorFillTertiary,
          color: token.colorText,
          borderRadius: token.borderRadius,
          fontSize: token.fontSizeSM,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: 180,
          overflowY: 'auto',
        }}
      >
        {code}
      </pre>
    </Flex>
  );
}
