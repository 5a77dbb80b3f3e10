import { Button, Flex, theme } from '@afilia/platform/antd';
import { Form, InputNumber, Select } from '@afilia/platform/antd-extra';
import { REWARD_BONUSES_MAX, REWARD_TIERS_MAX } from '@afilia/contracts';
import type { BonusValues } from './campaign-form';

const METRICS = [
  { value: 'sales', label: 'Ventas del mes' },
  { value: 'revenue', label: 'Facturación del mes' },
];

/** A field of a row: grows to share the row, and wraps under the others on a phone. */
const CELL = { flex: '1 1 150px', marginBottom: 0 };

/**
 * 'Recompensas por resultados' (issue 39 §4) in the new standard campaign and its edit: up to four
 * tiers that raise the percentage from a sale of the month on, and up to three bonuses for a
 * month's sales or revenue. Each field is named for its row, so each error lands on its own.
 * `fixed`: a fixed commission has no tiers (a tier is a percentage).
 */
export function RewardsFields({ fixed }: { fixed: boolean }) {
  const { token } = theme.useToken();
  const bonuses: BonusValues[] | undefined = Form.useWatch(['rewards', 'bonuses']);
  const row = { gap: token.marginSM, wrap: true, align: 'flex-end' as const, style: { marginBottom: token.marginSM } };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${token.marginMD}px` }}>
      <legend style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, marginBottom: token.marginXXS }}>
        Recompensas por resultados
      </legend>
      <p style={{ color: token.colorTextDescription, marginTop: 0 }}>
        Se cuentan las ventas reales y no revertidas de cada creador en el mes (hora de Argentina). Las ventas ya registradas no cambian.
      </p>
      <Form.List name={['rewards', 'tiers']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Flex key={field.key} {...row}>
                <Form.Item label={`Escalón ${i + 1}: desde la venta N°`} name={[field.name, 'fromSales']} style={CELL}>
                  <InputNumber step={1} controls={false} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item label={`Escalón ${i + 1}: comisión (%)`} name={[field.name, 'commissionValue']} style={CELL}>
                  <InputNumber step={1} controls={false} suffix="%" style={{ width: '100%' }} />
                </Form.Item>
                <Button onClick={() => remove(field.name)} aria-label={`Quitar escalón ${i + 1}`}>
                  Quitar
                </Button>
              </Flex>
            ))}
            <Button
              onClick={() => add({ fromSales: null, commissionValue: null })}
              disabled={fixed || fields.length >= REWARD_TIERS_MAX}
              style={{ marginBottom: token.marginSM }}
            >
              Agregar escalón
            </Button>
            {fixed && <div style={{ color: token.colorTextDescription }}>Los escalones solo se usan con una comisión en porcentaje.</div>}
          </>
        )}
      </Form.List>
      <Form.List name={['rewards', 'bonuses']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => {
              const revenue = bonuses?.[field.name]?.metric === 'revenue';
              return (
                <Flex key={field.key} {...row}>
                  <Form.Item label={`Bono ${i + 1}: meta`} name={[field.name, 'metric']} style={CELL}>
                    <Select options={METRICS} />
                  </Form.Item>
                  <Form.Item
                    label={revenue ? `Bono ${i + 1}: facturación ($)` : `Bono ${i + 1}: ventas`}
                    name={[field.name, 'threshold']}
                    style={CELL}
                  >
                    <InputNumber step={revenue ? 0.01 : 1} controls={false} prefix={revenue ? '$' : undefined} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item label={`Bono ${i + 1}: monto ($)`} name={[field.name, 'amount']} style={CELL}>
                    <InputNumber step={0.01} controls={false} prefix="$" style={{ width: '100%' }} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)} aria-label={`Quitar bono ${i + 1}`}>
                    Quitar
                  </Button>
                </Flex>
              );
            })}
            <Button onClick={() => add({ metric: 'sales', threshold: null, amount: null })} disabled={fields.length >= REWARD_BONUSES_MAX}>
              Agregar bono
            </Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
