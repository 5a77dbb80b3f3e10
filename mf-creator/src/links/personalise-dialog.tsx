import { theme } from '@afilia/platform/antd';
import { Form, Input, Modal } from '@afilia/platform/antd-extra';
import { CUSTOM_PRODUCT_DESCRIPTION_MAX, CUSTOM_PRODUCT_NAME_MAX, updateLinkBodySchema, type AffiliateLink } from '@afilia/contracts';
import { clearIssuesOnChange, useFormIssues, useServerFieldError } from '@afilia/platform';
import { useUpdateLink } from './use-links';

interface PersonaliseValues {
  customProductName?: string;
  customProductDescription?: string;
}

/**
 * 'Personalizar producto' (seed 001 §2, §5): the name and description the creator's shop shows
 * for the product (200 and 1000 characters at most); left empty, the product's own come back.
 */
export function PersonaliseDialog({ link, onClose }: { link: AffiliateLink | null; onClose(): void }) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<PersonaliseValues>();
  const showIssues = useFormIssues(form);
  const showServerField = useServerFieldError(form);
  const update = useUpdateLink();

  const onFinish = async (values: PersonaliseValues) => {
    const checked = updateLinkBodySchema.safeParse({
      customProductName: values.customProductName ?? '',
      customProductDescription: values.customProductDescription ?? '',
    });
    if (!checked.success) return showIssues(checked.error);
    try {
      await update.mutateAsync({ linkId: link!.id, body: checked.data });
      onClose();
    } catch (error) {
      showServerField(error);
    }
  };

  return (
    <Modal
      open={!!link}
      title="Personalizar producto"
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ marginTop: token.marginMD }}>
        Así se ve <strong>{link?.productName ?? 'el producto'}</strong> en tu tienda. Dejá un campo vacío para usar el de la marca.
      </p>
      <Form<PersonaliseValues>
        key={link?.id}
        name="personalise"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ customProductName: link?.customProductName ?? '', customProductDescription: link?.customProductDescription ?? '' }}
        onFinish={onFinish}
        onValuesChange={clearIssuesOnChange(form)}
        disabled={update.isPending}
      >
        <Form.Item label="Nombre" name="customProductName">
          <Input autoFocus maxLength={CUSTOM_PRODUCT_NAME_MAX} showCount placeholder={link?.productName ?? undefined} />
        </Form.Item>
        <Form.Item label="Descripción" name="customProductDescription">
          <Input.TextArea rows={4} maxLength={CUSTOM_PRODUCT_DESCRIPTION_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
