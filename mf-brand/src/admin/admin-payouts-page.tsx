import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { App, Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { Modal } from '@afilia/platform/antd-extra';
import {
  PAYEE_TYPE_LABELS,
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  PAYOUT_TEXTS,
  payoutBatchDetailSchema,
  payoutBatchListSchema,
  type Payout,
  type PayoutBatch,
} from '@afilia/contracts';
import {
  api,
  DataTable,
  formatDate,
  formatMoney,
  LoadingState,
  ExportButton,
  PageHeader,
  TRANSACTIONS_KEY,
  useFailureToast,
  useLoadFailureToast,
  type DataColumn,
  type PageProps,
} from '@afilia/platform';
import { AdminStatementsCard } from './admin-statements-card';

const BATCHES_KEY = ['admin', 'payout-batches'] as const;
const batchKey = (id: string) => ['admin', 'payout-batches', id] as const;

/** What is still to settle by hand in a batch: its payouts pending or sent. */
const openPayouts = (batch: PayoutBatch) => (batch.statuses.pending ?? 0) + (batch.statuses.sent ?? 0);

function statusTags(batch: PayoutBatch) {
  return (
    <Flex gap={4} wrap>
      {PAYOUT_STATUSES.filter((s) => batch.statuses[s]).map((s) => (
        <Tag key={s} color={s === 'paid' ? 'success' : s === 'failed' ? 'error' : 'processing'}>
          {PAYOUT_STATUS_LABELS[s]}: {batch.statuses[s]}
        </Tag>
      ))}
    </Flex>
  );
}

const PAYOUT_COLUMNS: DataColumn<Payout>[] = [
  { key: 'payee', title: 'Destinatario', render: (p) => `${p.payeeName ?? 'N/A'} (${PAYEE_TYPE_LABELS[p.payeeType]})` },
  { key: 'account', title: 'Cuenta', render: (p) => `${PAYOUT_METHOD_LABELS[p.method]}: ${p.destination} (${p.holderName})` },
  { key: 'amount', title: 'Monto', align: 'right', render: (p) => formatMoney(p.amountCents) },
  { key: 'status', title: 'Estado', render: (p) => PAYOUT_STATUS_LABELS[p.status] },
];

/**
 * /dashboard/payouts for an admin (issue 14 §5): batches of payouts to creators and the brands'
 * statements. A batch pays every creator whose available balance (of sales its brand paid)
 * reaches the minimum; with the embedded provider the operator transfers each payout and marks
 * the batch paid here, and records the brands' transfers.
 */
export default function AdminPayoutsPage(_props: PageProps) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const [open, setOpen] = useState<string | null>(null);
  const batches = useQuery({
    queryKey: BATCHES_KEY,
    queryFn: () => api.get('/admin/payout-batches', { schema: payoutBatchListSchema }),
  });
  useLoadFailureToast(PAYOUT_TEXTS.batchesLoadError, batches.error);
  const detail = useQuery({
    queryKey: batchKey(open ?? 'none'),
    queryFn: () => api.get(`/admin/payout-batches/${open}`, { schema: payoutBatchDetailSchema }),
    enabled: open !== null,
    placeholderData: keepPreviousData,
  });
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: BATCHES_KEY }), queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY })]);
  const create = useMutation({
    mutationFn: () => api.post('/admin/payout-batches', {}, { schema: payoutBatchDetailSchema.nullable() }),
    onSuccess: async (batch) => {
      if (batch) {
        message.success(PAYOUT_TEXTS.batchCreated);
        setOpen(batch.id);
      } else message.info(PAYOUT_TEXTS.batchEmpty);
      await refresh();
    },
    onError: (error) => showFailure(PAYOUT_TEXTS.batchError, error),
  });
  const markPaid = useMutation({
    mutationFn: (id: string) => api.post(`/admin/payout-batches/${id}/mark-paid`, {}, { schema: payoutBatchDetailSchema }),
    onSuccess: async (batch) => {
      message.success(PAYOUT_TEXTS.batchPaid);
      queryClient.setQueryData(batchKey(batch.id), batch);
      await refresh();
    },
    onError: (error) => showFailure(PAYOUT_TEXTS.batchPayError, error),
  });

  const columns: DataColumn<PayoutBatch>[] = [
    { key: 'date', title: 'Fecha', render: (b) => formatDate(b.createdAt) },
    { key: 'payouts', title: 'Pagos', align: 'right', render: (b) => b.payouts },
    { key: 'total', title: 'Total', align: 'right', render: (b) => formatMoney(b.totalCents) },
    { key: 'status', title: 'Estado', render: statusTags },
    {
      key: 'actions',
      title: 'Acciones',
      render: (b) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => setOpen(b.id)} aria-label={`Ver pagos del lote del ${formatDate(b.createdAt)}`}>
            Ver pagos
          </Button>
          {openPayouts(b) > 0 && b.provider === 'manual' && (
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              loading={markPaid.isPending && markPaid.variables === b.id}
              onClick={() => markPaid.mutate(b.id)}
            >
              Marcar como pagado
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Pagos a Creadores"
        subtitle="Lotes de pagos del saldo disponible de cada creador y cobros de los resúmenes de las marcas"
        extra={
          <Flex gap={8} wrap>
            <ExportButton dataset="payouts" what="los pagos" />
            <Button type="primary" icon={<PlusOutlined />} loading={create.isPending} onClick={() => create.mutate()}>
              Generar lote
            </Button>
          </Flex>
        }
      />
      {batches.isPending ? (
        <LoadingState text="Cargando pagos..." />
      ) : (
        <Card styles={{ body: { padding: 0 } }}>
          <DataTable
            columns={columns}
            rows={batches.data ?? []}
            rowKey={(b) => b.id}
            label="Lotes de pagos"
            emptyText="Todavía no hay lotes"
            fit
          />
        </Card>
      )}
      <AdminStatementsCard />
      <Modal
        open={open !== null}
        title={detail.data ? `Lote del ${formatDate(detail.data.createdAt)}: ${formatMoney(detail.data.totalCents)}` : 'Lote de pagos'}
        onCancel={() => setOpen(null)}
        footer={null}
        width={760}
      >
        <Flex vertical gap={token.marginSM}>
          <DataTable
            columns={PAYOUT_COLUMNS}
            rows={detail.data?.items ?? []}
            rowKey={(p) => p.id}
            label="Pagos del lote"
            loading={detail.isFetching}
            fit
          />
        </Flex>
      </Modal>
    </>
  );
}
