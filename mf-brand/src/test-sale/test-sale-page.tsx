import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import { App, Button, Card, Col, Flex, Row, theme } from '@afilia/platform/antd';
import { Form, Input, InputNumber } from '@afilia/platform/antd-extra';
import { TEST_SALE_TEXTS, testSaleResultSchema, type TestSaleRequest, type TestSaleResult } from '@afilia/contracts';
import {
  api,
  clearIssuesOnChange,
  formatMoney,
  PageHeader,
  TRANSACTIONS_KEY,
  useActiveBrandId,
  useFailureToast,
  useFormIssues,
  useRole,
  useServerFieldError,
  type PageProps,
} from '@afilia/platform';
import { NoBrandsPage } from '../common/no-brands';
import { checkTestSaleForm, TEST_SALE_INITIAL_VALUES, type TestSaleFormValues } from './test-sale-form';

/** Seed 002 §2 'Test Sale': what the list under the form explains. */
const HOW_IT_WORKS = [
  'Ingresá el código de descuento de uno de tus creadores: debe existir y no haberse usado en una venta.',
  'La venta recorre la misma atribución que una orden de tu tienda: el cupón la asigna a su creador.',
  'Se calcula la comisión del creador, el 15 % de la plataforma y tu parte, como en una venta real.',
  'La transacción queda marcada como «Prueba»: no se paga ni suma a tus totales.',
];

/** /dashboard/test-sale: a brand owner or agency checks its attribution with a creator's coupon. */
export default function TestSalePage(_props: PageProps) {
  const role = useRole();
  const brandId = useActiveBrandId();
  if (role === 'agency' && !brandId) return <NoBrandsPage title={TEST_SALE_TEXTS.title} />;
  return <TestSaleScreen brandId={brandId} />;
}

function TestSaleScreen({ brandId }: { brandId: string | null }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TestSaleFormValues>();
  const showIssues = useFormIssues(form);
  const showFieldError = useServerFieldError(form);
  const showFailure = useFailureToast();
  const [result, setResult] = useState<TestSaleResult | null>(null);

  const run = useMutation({
    mutationFn: (request: TestSaleRequest) => api.post('/test-sale', request, { schema: testSaleResultSchema }),
    onSuccess: async (answer) => {
      setResult(answer);
      message.success(TEST_SALE_TEXTS.success);
      await queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY });
    },
    onError: (error) => {
      setResult(null);
      showFieldError(error);
      showFailure(TEST_SALE_TEXTS.failure, error);
    },
  });

  const onFinish = (values: TestSaleFormValues) => {
    const checked = checkTestSaleForm(values, brandId);
    if (!checked.success) {
      showIssues(checked.error);
      return;
    }
    form.setFieldValue('couponCode', checked.data.couponCode);
    run.mutate(checked.data);
  };

  return (
    <>
      <PageHeader title={TEST_SALE_TEXTS.title} subtitle="Probá cómo se atribuye y se reparte una venta con el cupón de un creador" />
      <Row gutter={[token.marginLG, token.marginLG]}>
        <Col xs={24} lg={12}>
          <Card title="Simular venta">
            <Form
              form={form}
              layout="vertical"
              initialValues={TEST_SALE_INITIAL_VALUES}
              onFinish={onFinish}
              onValuesChange={clearIssuesOnChange(form)}
              requiredMark={false}
            >
              <Form.Item label="Código de cupón" name="couponCode">
                <Input autoComplete="off" placeholder="Ej: SOL15" style={{ textTransform: 'uppercase' }} />
              </Form.Item>
              <Form.Item label="Total de la orden" name="orderTotal">
                <InputNumber prefix="$" min={0} step={0.01} style={{ width: '100%' }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" icon={<ExperimentOutlined />} loading={run.isPending} block>
                Procesar Venta de Prueba
              </Button>
            </Form>
          </Card>
          {result && <ResultCard result={result} />}
        </Col>
        <Col xs={24} lg={12}>
          <Card title="¿Cómo funciona?">
            <ol style={{ margin: 0, paddingInlineStart: token.paddingLG, display: 'grid', gap: token.marginSM }}>
              {HOW_IT_WORKS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** Seed 002 §2's result card: the order, the commission and the transaction, with the three parts of the sale. */
function ResultCard({ result }: { result: TestSaleResult }) {
  const { token } = theme.useToken();
  const rows: [string, string][] = [
    ['Orden', result.orderId],
    ['Creador', result.creatorName ?? 'N/A'],
    ['Total', formatMoney(result.amountTotalCents)],
    ['Comisión del creador', formatMoney(result.commissionCents)],
    ['Comisión de la plataforma', formatMoney(result.amountPlatformCents)],
    ['Tu parte', formatMoney(result.amountBrandCents)],
    ['Transacción', result.transactionId],
  ];
  return (
    <Card title="Resultado" style={{ marginTop: token.marginLG }} role="status">
      <dl style={{ margin: 0, display: 'grid', gap: token.marginXS }}>
        {rows.map(([label, value]) => (
          <Flex key={label} justify="space-between" gap={token.marginSM} wrap>
            <dt style={{ color: token.colorTextDescription }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 500, overflowWrap: 'anywhere', textAlign: 'end' }}>{value}</dd>
          </Flex>
        ))}
      </dl>
    </Card>
  );
}
