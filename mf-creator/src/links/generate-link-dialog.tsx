import { theme } from '@afilia/platform/antd';
import { Alert, Form, Input, Modal, Radio, Select } from '@afilia/platform/antd-extra';
import { BANNER_MESSAGE_MAX, generateLinkRequestSchema, LINK_MESSAGES, type LinkOption } from '@afilia/contracts';
import { clearIssuesOnChange, useFailureToast, useFormIssues, useServerFieldError } from '@afilia/platform';
import { useGenerateLink, useLinkOptions } from './use-links';
import { LINKS_TEXTS } from './links-texts';

interface GenerateValues {
  campaignId?: string;
  kind: 'product' | 'store';
  productId?: string;
  banner?: string;
}

const NEW_LINK: GenerateValues = { kind: 'product' };

/** The form's values as the contract reads them: a store link carries no product. */
export function generateRequestOf(values: GenerateValues) {
  return generateLinkRequestSchema.safeParse({
    campaignId: values.campaignId,
    productId: values.kind === 'store' ? null : values.productId,
  });
}

function campaignLabel(option: LinkOption): string {
  return [option.campaignName ?? 'Campaña', option.brandName].filter(Boolean).join(' · ');
}

/**
 * 'Generar Link' (seed 001 §2, §5): a product of a campaign the creator was accepted into, or
 * the brand's whole store, and for a product an optional banner message to the brand.
 */
export function GenerateLinkDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<GenerateValues>();
  const showIssues = useFormIssues(form);
  const showServerField = useServerFieldError(form);
  const showFailure = useFailureToast();
  const options = useLinkOptions(open);
  const generate = useGenerateLink();
  const campaignId = Form.useWatch('campaignId', form);
  const kind = Form.useWatch('kind', form) ?? 'product';
  const campaign = options.data?.find((o) => o.campaignId === campaignId);
  const available = (options.data ?? []).some((o) => o.products.length > 0);

  const onFinish = async (values: GenerateValues) => {
    const checked = generateRequestOf(values);
    if (!checked.success) return showIssues(checked.error);
    const chosen = options.data?.find((o) => o.campaignId === checked.data.campaignId);
    try {
      await generate.mutateAsync({
        request: checked.data,
        brandId: chosen?.brandId ?? '',
        banner: values.kind === 'product' ? (values.banner ?? '') : '',
      });
      form.resetFields();
      onClose();
    } catch (error) {
      if (!showServerField(error)) showFailure(LINKS_TEXTS.generateError, error);
    }
  };

  return (
    <Modal
      open={open}
      title="Generar Link"
      okText="Generar Link"
      cancelText="Cancelar"
      confirmLoading={generate.isPending}
      okButtonProps={{ disabled: options.isSuccess && !available }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {options.isSuccess && !available ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: token.marginMD }}
          message={LINK_MESSAGES.noProducts}
          description="Cuando una marca acepte tu aplicación a una campaña, vas a poder generar links de sus productos."
        />
      ) : (
        <Form<GenerateValues>
          name="generate-link"
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={NEW_LINK}
          onFinish={onFinish}
          onValuesChange={clearIssuesOnChange(form)}
          disabled={generate.isPending}
          style={{ marginTop: token.marginMD }}
        >
          <Form.Item label="Campaña" name="campaignId">
            <Select
              autoFocus
              loading={options.isPending}
              placeholder={LINK_MESSAGES.campaignRequired}
              options={(options.data ?? []).map((o) => ({ value: o.campaignId, label: campaignLabel(o) }))}
              onChange={() => form.setFieldValue('productId', undefined)}
            />
          </Form.Item>
          <Form.Item label="Tipo de link" name="kind">
            <Radio.Group
              options={[
                { value: 'product', label: 'Un producto' },
                { value: 'store', label: 'Toda la tienda' },
              ]}
            />
          </Form.Item>
          <div hidden={kind !== 'product'}>
            <Form.Item label="Producto" name="productId">
              <Select
                placeholder={LINK_MESSAGES.productRequired}
                disabled={!campaign}
                showSearch
                optionFilterProp="label"
                notFoundContent={LINK_MESSAGES.noProducts}
                options={(campaign?.products ?? []).map((p) => ({ value: p.id, label: p.name }))}
              />
            </Form.Item>
            <Form.Item
              label="Mensaje para el banner (opcional)"
              name="banner"
              extra="La marca lo revisa antes de mostrarlo en su tienda a quienes lleguen por tu link."
            >
              <Input.TextArea rows={3} maxLength={BANNER_MESSAGE_MAX} />
            </Form.Item>
          </div>
        </Form>
      )}
    </Modal>
  );
}
