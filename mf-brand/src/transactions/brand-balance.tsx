import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Row, theme } from '@afilia/platform/antd';
import { formatMoney, PAYOUT_TEXTS, STATEMENT_STATUS_LABELS, statementReference, type BrandStatement } from '@afilia/contracts';
import { api, DataTable, formatDate, StatCard, useFailureToast, useLoadFailureToast, type DataColumn } from '@afilia/platform';
import { brandBalanceKey, statementsApi } from './statements-api';

const calls = statementsApi(api);

const STATEMENT_COLUMNS: DataColumn<BrandStatement>[] = [
  { key: 'date', title: 'Fecha', render: (s) => formatDate(s.createdAt) },
  { key: 'reference', title: 'Referencia', render: (s) => statementReference(s.id) },
  { key: 'commissions', title: 'Comisiones', align: 'right', render: (s) => s.transactions + s.earnings },
  { key: 'amount', title: 'Monto', align: 'right', render: (s) => formatMoney(s.amountCents) },
  { key: 'status', title: 'Estado', render: (s) => STATEMENT_STATUS_LABELS[s.status] },
];

/** With an agency fee billed, the table says how much of each statement is the agency's (decision 171). */
const AGENCY_COLUMN: DataColumn<BrandStatement> = {
  key: 'agency',
  title: 'Comisión de agencia',
  align: 'right',
  render: (s) => formatMoney(s.agencyFeeCents),
};

function statementColumns(statements: readonly BrandStatement[]): DataColumn<BrandStatement>[] {
  if (!statements.some((s) => s.agencyFeeCents > 0)) return STATEMENT_COLUMNS;
  return [...STATEMENT_COLUMNS.slice(0, 4), AGENCY_COLUMN, ...STATEMENT_COLUMNS.slice(4)];
}

/** What a statement bills: its sales, and its conversions' and clicks' commissions. */
function coverage(statement: BrandStatement): string {
  const parts: string[] = [];
  if (statement.transactions) parts.push(`${statement.transactions} ${statement.transactions === 1 ? 'venta' : 'ventas'}`);
  if (statement.earnings)
    parts.push(`${statement.earnings} ${statement.earnings === 1 ? 'comisión' : 'comisiones'} por conversiones o clics`);
  return parts.join(' y ') || 'lo adeudado';
}

/**
 * What the brand's real sales owe (its creators' commissions, the platform's 15 % and its agency's
 * fee, from the ledger), what it paid, and its statements (issue 14 §5, decisions 169 and 171):
 * above its transactions.
 * Its creators are paid once the brand paid the statement that billed their sales.
 */
export function BrandBalance({ brandId }: { brandId: string | null }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const balance = useQuery({ queryKey: brandBalanceKey(brandId), queryFn: () => calls.balance(brandId) });
  useLoadFailureToast('Error al cargar el saldo de la marca', balance.error);
  const statement = useMutation({
    mutationFn: () => calls.openStatement(brandId),
    onSuccess: async (made) => {
      message.success(PAYOUT_TEXTS.statementCreated);
      await queryClient.invalidateQueries({ queryKey: brandBalanceKey(brandId) });
      // Mercado Pago's checkout: the brand pays there and comes back to its transactions.
      if (made.paymentUrl) window.location.assign(made.paymentUrl);
    },
    onError: (error) => showFailure(PAYOUT_TEXTS.statementError, error),
  });
  const data = balance.data;
  const open = data?.openStatement ?? null;

  return (
    <Flex vertical gap={16} style={{ marginBottom: 24 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <StatCard title="Comisiones adeudadas" value={formatMoney(data?.owedCents ?? 0)} />
        </Col>
        <Col xs={24} sm={12}>
          <StatCard title="Pagado a la plataforma" value={formatMoney(data?.paidCents ?? 0)} />
        </Col>
      </Row>
      {data && (data.owedCents > 0 || data.statements.length > 0) && (
        <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>Resúmenes de pago</h2>}>
          <Flex vertical gap={token.marginSM}>
            {open ? (
              <p style={{ margin: 0 }}>
                Resumen pendiente de pago: <strong>{formatMoney(open.amountCents)}</strong> por {coverage(open)}
                {open.agencyFeeCents > 0 && <> (incluye {formatMoney(open.agencyFeeCents)} de comisión de tu agencia)</>}.{' '}
                {open.paymentUrl
                  ? 'Pagalo con Mercado Pago para que tus creadores cobren sus comisiones.'
                  : `Transferilo con la referencia ${statementReference(open.id)}${
                      data.paymentInstructions ? ` a ${data.paymentInstructions}` : ''
                    }: lo confirmamos al recibirlo y tus creadores cobran sus comisiones.`}
              </p>
            ) : (
              <p style={{ margin: 0 }}>
                Tus creadores cobran las comisiones de las ventas que pagaste. Generá el resumen de lo que adeudás para pagarlo.
              </p>
            )}
            <Flex gap={8} wrap>
              {open?.paymentUrl ? (
                <Button type="primary" href={open.paymentUrl}>
                  Pagar con Mercado Pago
                </Button>
              ) : (
                !open &&
                data.owedCents > 0 && (
                  <Button type="primary" loading={statement.isPending} onClick={() => statement.mutate()}>
                    {data.provider === 'mercadopago' ? 'Pagar con Mercado Pago' : 'Generar resumen de pago'}
                  </Button>
                )
              )}
            </Flex>
            {data.statements.length > 0 && (
              <DataTable
                columns={statementColumns(data.statements)}
                rows={data.statements}
                rowKey={(s) => s.id}
                label="Resúmenes de pago"
                fit
              />
            )}
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
