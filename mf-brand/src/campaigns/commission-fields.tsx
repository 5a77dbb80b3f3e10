import { Form, InputNumber, Radio } from '@afilia/platform/antd-extra';

const TYPES = [
  { value: 'percentage', label: 'Porcentaje' },
  { value: 'fixed', label: 'Monto fijo' },
];

/**
 * A commission's type and value, as every campaign dialog asks them (new campaign, edit,
 * counteroffer): percent steps by 1, pesos by 0.01 (seed 002 §5). The form names them
 * `commissionType` and `commissionValue`; `type` is the one chosen (Form.useWatch).
 */
export function CommissionFields({ type }: { type: 'percentage' | 'fixed' | undefined }) {
  const fixed = type === 'fixed';
  return (
    <>
      <Form.Item label="Tipo de comisión" name="commissionType">
        <Radio.Group options={TYPES} />
      </Form.Item>
      <Form.Item label={fixed ? 'Comisión ($)' : 'Comisión (%)'} name="commissionValue">
        <InputNumber
          step={fixed ? 0.01 : 1}
          controls={false}
          prefix={fixed ? '$' : undefined}
          suffix={fixed ? undefined : '%'}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </>
  );
}
