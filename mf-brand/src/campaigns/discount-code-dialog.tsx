import { theme } from '@afilia/platform/antd';
import { Form, Input, InputNumber, Modal, Radio, Select } from '@afilia/platform/antd-extra';
import { DISCOUNT_CODE_MAX, type CreateDiscountCodeRequest } from '@afilia/contracts';
import { clearIssuesOnChange, useFormIssues, useServerFieldError } from '@afilia/platform';
import {
  checkDiscountCode,
  creatorDiscountCodeValues,
  DISCOUNT_CODE_FIELD_OF,
  NEW_DISCOUNT_CODE_VALUES,
  type DiscountCodeFormValues,
} from './discount-code-form';

export interface DiscountCodeDialogProps {
  open: boolean;
  saving: boolean;
  /** The campaign's creators the code may be for. */
  creators: { value: string; label: string }[];
  /** The brand's products, for a code that applies to one. */
  products: { value: string; label: string }[];
  /**
   * A code for this creator (its page, seed 001 §2): the 'Creador' field shows it and cannot be
   * changed, and the code applies to one product, which must be chosen (seed 001 §5).
   */
  creatorId?: string;
  onClose(): void;
  /** Resolves once created; throws the API's error, shown on its field when it names one. */
  onCreate(body: Omit<CreateDiscountCodeRequest, 'brandId'>): Promise<void>;
}

/**
 * 'Nuevo Código de Descuento' (seed 002 §5 'Discount code', §7 create-discount-code): code and
 * value required, the code upper-cased, a product scope needs a product, uses and expiry
 * optional. The coupon is made in the brand's store as it is saved: what the store refuses comes
 * back on the code field.
 */
export function DiscountCodeDialog({ open, saving, creators, products, creatorId, onClose, onCreate }: DiscountCodeDialogProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<DiscountCodeFormValues>();
  const showIssues = useFormIssues(form, DISCOUNT_CODE_FIELD_OF);
  const showServerField = useServerFieldError(form, DISCOUNT_CODE_FIELD_OF);
  const discountType = Form.useWatch('discountType', form);
  const scope = Form.useWatch('scope', form);

  const onFinish = async (values: DiscountCodeFormValues) => {
    // A disabled field keeps its value, but the creator's page decides these two whatever the form says.
    const checked = checkDiscountCode(creatorId ? { ...values, creatorId, scope: 'product' } : values);
    if (!checked.success) return showIssues(checked.error);
    try {
      await onCreate(checked.data);
      onClose();
    } catch (error) {
      // The mutation toasted it; one that names a field is shown under that field too.
      showServerField(error);
    }
  };

  return (
    <Modal
      open={open}
      title="Nuevo Código de Descuento"
      okText="Crear Código"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DiscountCodeFormValues>
        name="discount-code"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={creatorId ? creatorDiscountCodeValues(creatorId) : NEW_DISCOUNT_CODE_VALUES}
        onFinish={onFinish}
        onValuesChange={clearIssuesOnChange(form)}
        disabled={saving}
        style={{ marginTop: token.marginMD }}
      >
        <Form.Item label="Código" name="code" extra="Letras y números; se guarda en mayúsculas.">
          <Input autoFocus maxLength={DISCOUNT_CODE_MAX} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item label="Creador" name="creatorId" extra="El cupón del creador, que la SafeLink le da a sus compradores.">
          <Select allowClear={!creatorId} disabled={Boolean(creatorId)} placeholder="Sin creador asignado" options={creators} />
        </Form.Item>
        <Form.Item label="Tipo de descuento" name="discountType">
          <Radio.Group
            options={[
              { value: 'percentage', label: 'Porcentaje' },
              { value: 'fixed', label: 'Monto fijo' },
            ]}
          />
        </Form.Item>
        <Form.Item label={discountType === 'fixed' ? 'Descuento ($)' : 'Descuento (%)'} name="discountValue">
          <InputNumber min={0} step={discountType === 'fixed' ? 0.01 : 1} controls={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Alcance" name="scope" hidden={Boolean(creatorId)}>
          <Radio.Group
            options={[
              { value: 'store', label: 'Toda la tienda' },
              { value: 'product', label: 'Un producto' },
            ]}
          />
        </Form.Item>
        <div hidden={scope !== 'product'}>
          <Form.Item label="Producto" name="productId">
            <Select placeholder="Selecciona un producto" options={products} showSearch optionFilterProp="label" />
          </Form.Item>
        </div>
        <Form.Item label="Usos máximos" name="maxUses" extra="Opcional: sin límite si lo dejás vacío.">
          <InputNumber min={1} step={1} controls={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Vence" name="expiresOn" extra="Opcional: el código vale hasta el final de ese día.">
          <Input type="date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
