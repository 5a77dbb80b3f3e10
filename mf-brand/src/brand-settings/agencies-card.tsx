import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import { App, Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { Form, Input, InputNumber } from '@afilia/platform/antd-extra';
import {
  AGENCY_TEXTS,
  addBrandAgencyRequestSchema,
  agencyFeeRequestSchema,
  formatCommission,
  type BrandAgencies,
  type BrandAgency,
} from '@afilia/contracts';
import {
  api,
  clearIssuesOnChange,
  EmptyNotice,
  IconTitle,
  useConfirmDanger,
  useFailureToast,
  useFormIssues,
  useLoadFailureToast,
  useRole,
  useServerFieldError,
} from '@afilia/platform';
import { agenciesApi, agenciesKey } from './agencies-api';
import { feeStatus } from './agency-fee';

const TITLE = 'Agencias';

/**
 * Brand settings' agencies (issue 14 §5, decision 171). The brand's owner adds the agencies that
 * manage it (by the e-mail of their account), removes them, and confirms the fee an agency asks
 * for: a percentage of the brand's part of each sale, applied to sales from its confirmation on.
 * An agency sees its own terms and proposes its fee; an admin reads them.
 */
export function AgenciesCard({ brandId }: { brandId: string }) {
  const role = useRole();
  const { data, isPending, error } = useQuery({ queryKey: agenciesKey(brandId), queryFn: () => agenciesApi(api).list(brandId) });
  useLoadFailureToast('Error al cargar las agencias', error);
  return (
    <Card title={<IconTitle icon={<TeamOutlined />}>{TITLE}</IconTitle>} loading={isPending}>
      {data && (role === 'agency' ? <AgencyFeeForm brandId={brandId} data={data} /> : <OwnerView brandId={brandId} data={data} />)}
    </Card>
  );
}

/**
 * A change of the brand's agencies: its answer (the agencies as they now are) replaces the list;
 * an error about a field shows on it, any other in a toast.
 */
function useAgenciesMutation<T>(
  brandId: string,
  run: (input: T) => Promise<BrandAgencies>,
  texts: { done: string; failed: string },
  fields?: { showError: (error: unknown) => boolean; reset: () => void },
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: run,
    onSuccess: (agencies) => {
      queryClient.setQueryData(agenciesKey(brandId), agencies);
      fields?.reset();
      message.success(texts.done);
    },
    onError: (error) => {
      if (!fields?.showError(error)) showFailure(texts.failed, error);
    },
  });
}

function OwnerView({ brandId, data }: { brandId: string; data: BrandAgencies }) {
  const { token } = theme.useToken();
  const role = useRole();
  const owner = role === 'brand';
  return (
    <Flex vertical gap={token.margin}>
      <p style={{ margin: 0, color: token.colorTextDescription }}>
        Las agencias que gestionan tu marca. Una agencia puede cobrar una comisión sobre tu parte de cada venta: se aplica a las ventas
        desde que la confirmás, y se suma a tu resumen de pago.
      </p>
      {data.agencies.length === 0 ? (
        <EmptyNotice title="No hay agencias" hint={owner ? 'Agregá la agencia que gestiona tu marca con el e-mail de su cuenta.' : ''} />
      ) : (
        data.agencies.map((agency) => <AgencyRow key={agency.agencyId} brandId={brandId} agency={agency} owner={owner} />)
      )}
      {owner && <AddAgencyForm brandId={brandId} />}
    </Flex>
  );
}

function AgencyRow({ brandId, agency, owner }: { brandId: string; agency: BrandAgency; owner: boolean }) {
  const { token } = theme.useToken();
  const confirmDanger = useConfirmDanger();
  const status = feeStatus(agency);
  const confirm = useAgenciesMutation(brandId, () => agenciesApi(api).confirmFee(brandId, agency.agencyId), {
    done: AGENCY_TEXTS.feeConfirmed,
    failed: 'Error al confirmar la comisión',
  });
  const remove = useAgenciesMutation(brandId, () => agenciesApi(api).remove(brandId, agency.agencyId), {
    done: AGENCY_TEXTS.removed,
    failed: 'Error al quitar la agencia',
  });
  const confirmRemove = () =>
    confirmDanger({
      title: '¿Quitar agencia?',
      content: `${agency.name} dejará de gestionar tu marca y su comisión no se aplicará a las ventas nuevas. Lo que ya ganó se le paga igual.`,
      okText: 'Quitar',
      onOk: () => remove.mutateAsync(undefined),
    });
  return (
    <section
      aria-label={`Agencia ${agency.name}`}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.padding }}
    >
      <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
        <Flex vertical gap={token.marginXXS}>
          <h3 style={{ margin: 0, fontSize: token.fontSizeLG }}>{agency.name}</h3>
          <span>
            Comisión: <Tag color={agency.feePercent === null ? 'default' : 'success'}>{status.inForce}</Tag>
          </span>
          {status.waiting && <span style={{ color: token.colorTextDescription }}>Propuesta: {status.waiting}</span>}
        </Flex>
        {owner && (
          <Flex gap={token.marginSM} wrap>
            {agency.proposedFeePercent !== null && (
              <Button type="primary" icon={<CheckOutlined />} loading={confirm.isPending} onClick={() => confirm.mutate(undefined)}>
                Confirmar {formatCommission('percentage', agency.proposedFeePercent)}
              </Button>
            )}
            <Button danger icon={<DeleteOutlined />} onClick={confirmRemove} aria-label={`Quitar la agencia ${agency.name}`}>
              Quitar
            </Button>
          </Flex>
        )}
      </Flex>
    </section>
  );
}

function AddAgencyForm({ brandId }: { brandId: string }) {
  const [form] = Form.useForm<{ email: string }>();
  const showIssues = useFormIssues(form);
  const showError = useServerFieldError(form);
  const add = useAgenciesMutation(
    brandId,
    (email: string) => agenciesApi(api).add(brandId, email),
    { done: AGENCY_TEXTS.added, failed: 'Error al agregar la agencia' },
    { showError, reset: () => form.resetFields() },
  );
  const onFinish = (values: { email: string }) => {
    const checked = addBrandAgencyRequestSchema.safeParse(values);
    if (!checked.success) return showIssues(checked.error);
    add.mutate(checked.data.email);
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} onValuesChange={clearIssuesOnChange(form)}>
      <Form.Item label="E-mail de la cuenta de la agencia" name="email">
        <Input type="email" autoComplete="off" placeholder="agencia@ejemplo.com" />
      </Form.Item>
      <Button htmlType="submit" loading={add.isPending}>
        Agregar agencia
      </Button>
    </Form>
  );
}

/** The agency's own terms on the brand, and the fee it asks the brand for. */
function AgencyFeeForm({ brandId, data }: { brandId: string; data: BrandAgencies }) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ feePercent: number | null }>();
  const showIssues = useFormIssues(form);
  const showError = useServerFieldError(form);
  const own = data.agencies[0];
  const propose = useAgenciesMutation(
    brandId,
    (feePercent: number) => agenciesApi(api).proposeFee(brandId, feePercent),
    { done: AGENCY_TEXTS.feeProposed, failed: 'Error al enviar la comisión' },
    { showError, reset: () => form.resetFields() },
  );
  if (!data.hasOwner) return <p style={{ margin: 0 }}>{AGENCY_TEXTS.feeNeedsOwner}.</p>;
  const status = own ? feeStatus(own) : null;
  const onFinish = (values: { feePercent: number | null }) => {
    const checked = agencyFeeRequestSchema.safeParse(values);
    if (!checked.success) return showIssues(checked.error);
    propose.mutate(checked.data.feePercent);
  };
  return (
    <Flex vertical gap={token.margin}>
      <p style={{ margin: 0, color: token.colorTextDescription }}>
        Tu comisión es un porcentaje de la parte de la marca en cada venta. La marca la confirma una vez desde su configuración; se aplica a
        las ventas desde entonces y la cobrás en los lotes de pago, cuando la marca pagó su resumen.
      </p>
      {status && (
        <Flex vertical gap={token.marginXXS}>
          <span>
            Comisión vigente: <Tag color={own!.feePercent === null ? 'default' : 'success'}>{status.inForce}</Tag>
          </span>
          {status.waiting && <span style={{ color: token.colorTextDescription }}>Propuesta: {status.waiting}</span>}
        </Flex>
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} onValuesChange={clearIssuesOnChange(form)}>
        <Form.Item label="Comisión de la agencia (% de la parte de la marca)" name="feePercent">
          <InputNumber step={0.5} precision={2} decimalSeparator="," style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={propose.isPending}>
          Enviar a la marca
        </Button>
      </Form>
    </Flex>
  );
}
