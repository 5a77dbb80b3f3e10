import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import { App, Button, Card, Tag, theme } from '@afilia/platform/antd';
import {
  brandStatementListSchema,
  brandStatementSchema,
  PAYOUT_TEXTS,
  STATEMENT_REVERSAL_LABELS,
  STATEMENT_STATUS_LABELS,
  statementReference,
  type BrandStatement,
} from '@afilia/contracts';
import {
  api,
  DataTable,
  formatDate,
  formatMoney,
  TRANSACTIONS_KEY,
  useFailureToast,
  useLoadFailureToast,
  type DataColumn,
} from '@afilia/platform';

const STATEMENTS_KEY = ['admin', 'brand-statements'] as const;

/**
 * The brands' statements on the admin's 'Pagos' (issue 14 §5): the open ones first. With the
 * embedded provider the admin records a brand's transfer here; Mercado Pago's are paid at its
 * checkout and settle by themselves.
 */
export function AdminStatementsCard() {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const statements = useQuery({
    queryKey: STATEMENTS_KEY,
    queryFn: () => api.get('/admin/brand-statements', { schema: brandStatementListSchema }),
  });
  useLoadFailureToast(PAYOUT_TEXTS.batchesLoadError, statements.error);
  const markPaid = useMutation({
    mutationFn: (id: string) => api.post(`/admin/brand-statements/${id}/mark-paid`, {}, { schema: brandStatementSchema }),
    onSuccess: async () => {
      message.success(PAYOUT_TEXTS.statementPaid);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STATEMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY }),
      ]);
    },
    onError: (error) => showFailure(PAYOUT_TEXTS.statementPayError, error),
  });

  const columns: DataColumn<BrandStatement>[] = [
    { key: 'date', title: 'Fecha', render: (s) => formatDate(s.createdAt) },
    { key: 'reference', title: 'Referencia', render: (s) => statementReference(s.id) },
    { key: 'brand', title: 'Marca', render: (s) => s.brandName ?? 'N/A' },
    { key: 'commissions', title: 'Comisiones', align: 'right', render: (s) => s.transactions + s.earnings },
    { key: 'amount', title: 'Monto', align: 'right', render: (s) => formatMoney(s.amountCents) },
    {
      key: 'status',
      title: 'Estado',
      render: (s) => (
        <Tag color={s.status === 'paid' ? 'success' : s.status === 'reversed' ? 'error' : 'processing'}>
          {STATEMENT_STATUS_LABELS[s.status]}
          {s.reversalReason ? ` (${STATEMENT_REVERSAL_LABELS[s.reversalReason]})` : ''}
        </Tag>
      ),
    },
    {
      key: 'debt',
      title: 'Ya pagado a creadores',
      align: 'right',
      // A reversed payment's commissions already paid out: the brand's debt no hold recovered (decision 228).
      render: (s) => (s.status === 'reversed' ? formatMoney(s.releasedCents) : ''),
    },
    {
      key: 'actions',
      title: 'Acciones',
      render: (s) =>
        s.status === 'open' && s.provider === 'manual' ? (
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            loading={markPaid.isPending && markPaid.variables === s.id}
            onClick={() => markPaid.mutate(s.id)}
            aria-label={`Registrar pago de ${s.brandName ?? 'la marca'} por ${formatMoney(s.amountCents)}`}
          >
            Registrar pago
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>Cobros a marcas</h2>}
      styles={{ body: { padding: 0 } }}
      style={{ marginTop: 24 }}
    >
      <DataTable
        columns={columns}
        rows={statements.data ?? []}
        rowKey={(s) => s.id}
        label="Cobros a marcas"
        emptyText="Ninguna marca generó un resumen de pago"
        loading={statements.isPending}
        fit
      />
    </Card>
  );
}
