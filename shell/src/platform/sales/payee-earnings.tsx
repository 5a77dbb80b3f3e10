import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import WalletOutlined from '@ant-design/icons/es/icons/WalletOutlined';
import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import { App, Button, Card, Col, Form, Input, Row, Select, Tag, theme } from 'antd';
import {
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  PAYOUT_STATUS_LABELS,
  PAYOUT_TEXTS,
  payoutAccountSchema,
  type PayeeBalance,
  type Payout,
  type PayoutMethod,
} from '@afilia/contracts';
import { formatDate, formatMoney } from '@afilia/contracts';
import { api } from '../instance';
import { DataTable, type DataColumn } from '../ui/data-table';
import { StatCardGrid } from '../ui/stat-card-grid';
import { useFailureToast, useLoadFailureToast } from '../feedback/use-failure-toast';
import { clearIssuesOnChange, useFormIssues, useServerFieldError } from '../forms/use-form-issues';
import { balanceCards, payoutNotice } from './balance-cards';
import { PAYEE_BALANCE_KEY, payoutsApi } from './payouts-api';
import { ExportButton } from '../exports/export-button';

const ICONS: Record<string, ReactNode> = {
  available: <WalletOutlined />,
  pending: <ClockCircleOutlined />,
  inPayout: <SendOutlined />,
  paid: <CheckCircleOutlined />,
};

const PAYOUT_COLUMNS: DataColumn<Payout>[] = [
  { key: 'date', title: 'Fecha', render: (p) => formatDate(p.paidAt ?? p.createdAt) },
  { key: 'amount', title: 'Monto', align: 'right', render: (p) => formatMoney(p.amountCents) },
  { key: 'account', title: 'Cuenta', render: (p) => `${PAYOUT_METHOD_LABELS[p.method]}: ${p.destination}` },
  {
    key: 'status',
    title: 'Estado',
    render: (p) => (
      <Tag color={p.status === 'paid' ? 'success' : p.status === 'failed' ? 'error' : p.status === 'returned' ? 'warning' : 'processing'}>
        {PAYOUT_STATUS_LABELS[p.status]}
      </Tag>
    ),
  },
];

/**
 * What a payee is owed and was paid: a creator's 'Mis Ganancias' above its sales, an agency's fees
 * on its panel (decision 171). Its balance from the ledger, where it is paid, and its payouts.
 * Loaded with the screen that shows it (a lazy chunk), so the dashboard's first load stays small.
 */
export default function PayeeEarnings() {
  const { token } = theme.useToken();
  const balance = useQuery({ queryKey: PAYEE_BALANCE_KEY, queryFn: () => payoutsApi(api).balance() });
  useLoadFailureToast(PAYOUT_TEXTS.balanceLoadError, balance.error);
  return (
    <section aria-label="Tus ganancias" style={{ marginBottom: token.marginLG }}>
      <StatCardGrid cards={balanceCards(balance.data)} icons={ICONS} columns={4} />
      {balance.data && (
        <p role="note" style={{ color: token.colorTextDescription, margin: `${token.marginSM}px 0 0` }}>
          {payoutNotice(balance.data)}
        </p>
      )}
      <Row gutter={[token.marginLG, token.marginLG]} style={{ marginTop: token.marginSM }}>
        <Col xs={24} lg={10}>
          <PayoutAccountCard balance={balance.data} />
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Tus pagos" extra={<ExportButton dataset="payouts" what="tus pagos" />} styles={{ body: { padding: 0 } }}>
            <DataTable
              columns={PAYOUT_COLUMNS}
              rows={balance.data?.payouts ?? []}
              rowKey={(p) => p.id}
              label="Tus pagos"
              emptyText="Todavía no recibiste pagos"
              loading={balance.isPending}
              fit
            />
          </Card>
        </Col>
      </Row>
    </section>
  );
}

interface AccountFormValues {
  method: PayoutMethod;
  value: string;
  holderName: string;
}

const PLACEHOLDERS: Record<PayoutMethod, string> = {
  cvu: '22 dígitos',
  alias: 'mi.alias.mp',
  mercadopago: 'tu@email.com',
};

/** Where payouts go: a CVU or CBU, an alias, or a Mercado Pago account, checked for shape. */
function PayoutAccountCard({ balance }: { balance: PayeeBalance | undefined }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AccountFormValues>();
  const method = Form.useWatch('method', form) ?? 'cvu';
  const showIssues = useFormIssues(form);
  const showFieldError = useServerFieldError(form);
  const showFailure = useFailureToast();
  const save = useMutation({
    mutationFn: (values: AccountFormValues) => payoutsApi(api).saveAccount(values),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: PAYEE_BALANCE_KEY });
    },
    onError: (error) => {
      if (!showFieldError(error)) showFailure(PAYOUT_TEXTS.accountSaveError, error);
    },
  });
  const onFinish = (values: AccountFormValues) => {
    const checked = payoutAccountSchema.safeParse(values);
    if (!checked.success) return showIssues(checked.error);
    save.mutate(values);
  };
  if (!balance) return <Card title="Cuenta de cobro" loading />;
  const account = balance.account;
  return (
    <Card title="Cuenta de cobro">
      <Form<AccountFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={account ?? { method: 'cvu', value: '', holderName: '' }}
        onFinish={onFinish}
        onValuesChange={clearIssuesOnChange(form)}
      >
        <Form.Item label="Cómo querés cobrar" name="method">
          <Select options={PAYOUT_METHODS.map((m) => ({ value: m, label: PAYOUT_METHOD_LABELS[m] }))} />
        </Form.Item>
        <Form.Item label={PAYOUT_METHOD_LABELS[method]} name="value">
          <Input autoComplete="off" placeholder={PLACEHOLDERS[method]} inputMode={method === 'cvu' ? 'numeric' : undefined} />
        </Form.Item>
        <Form.Item label="Titular" name="holderName">
          <Input autoComplete="name" />
        </Form.Item>
        {balance.provider === 'mercadopago' && <p style={{ marginTop: 0 }}>{PAYOUT_TEXTS.mercadoPagoDestination}</p>}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Guardar cuenta
        </Button>
      </Form>
    </Card>
  );
}
