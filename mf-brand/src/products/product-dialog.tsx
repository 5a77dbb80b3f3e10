import { theme } from '@afilia/platform/antd';
import { Form, Input, InputNumber, Modal } from '@afilia/platform/antd-extra';
import { PLATFORM_COMMISSION, PRODUCT_DESCRIPTION_MAX, type Product, type ProductForm } from '@afilia/contracts';
import { formatPercent, useFormIssues } from '@afilia/platform';
import { checkProductForm, formValuesOf, NEW_PRODUCT_VALUES, PRODUCT_FIELD_OF, type ProductFormValues } from './product-form';

export const PLATFORM_COMMISSION_TEXT = `La comisión de la plataforma es fija del ${formatPercent(PLATFORM_COMMISSION)}.`;

interface ProductDialogProps {
  open: boolean;
  /** The product being edited; none for a new custom product. */
  product: Product | null;
  saving: boolean;
  onClose(): void;
  /** Resolves true when saved (the dialog closes), false to stay open. */
  onSave(form: ProductForm): Promise<boolean>;
}

/**
 * Create and edit dialog of a product (seed 000 §2). Pesos and whole percents in, cents and
 * fractions out; the contracts schema checks it: its first error is toasted (seed 000 §5) and
 * each field shows its own. The number fields have no step buttons: antd names them 'Increase
 * Value' and 'Decrease Value', in English and with no prop to change it; the arrow keys still step.
 */
export function ProductDialog({ open, product, saving, onClose, onSave }: ProductDialogProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<ProductFormValues>();
  const showIssues = useFormIssues(form, PRODUCT_FIELD_OF);
  const editing = product !== null;

  const onFinish = async (values: ProductFormValues) => {
    const checked = checkProductForm(values);
    if (!checked.success) {
      showIssues(checked.error);
      return;
    }
    if (await onSave(checked.data)) onClose();
  };

  return (
    <Modal
      open={open}
      title={editing ? 'Editar Producto' : 'Nuevo Producto Custom'}
      okText={editing ? 'Guardar Cambios' : 'Crear Producto'}
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ProductFormValues>
        key={product?.id ?? 'new'}
        name="product"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={product ? formValuesOf(product) : NEW_PRODUCT_VALUES}
        onFinish={onFinish}
        disabled={saving}
        style={{ marginTop: token.marginMD }}
      >
        <Form.Item label="Nombre" name="name">
          <Input placeholder="Ej: Remera de algodón" autoFocus />
        </Form.Item>
        <Form.Item label="Descripción" name="description">
          <Input.TextArea rows={3} count={{ show: true, max: PRODUCT_DESCRIPTION_MAX }} placeholder="Descripción del producto" />
        </Form.Item>
        <Form.Item label="Precio" name="price">
          <InputNumber prefix="$" step={0.01} controls={false} style={{ width: '100%' }} placeholder="0.00" />
        </Form.Item>
        <Form.Item label="Comisión del creador (%)" name="commissionPercent" extra={PLATFORM_COMMISSION_TEXT}>
          <InputNumber suffix="%" step={1} controls={false} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
