import { useEffect, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { App, Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { Form, Input } from '@afilia/platform/antd-extra';
import {
  createWebhookEndpointRequestSchema,
  formatDateTime,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_TEXTS,
  WEBHOOK_VERIFY_SNIPPET,
  type WebhookDelivery,
  type WebhookDeliveryEvent,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
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
import { Checklist } from './checklist';
import { SecretDialog } from './secret-dialog';
import { deliveriesKey, webhooksApi, webhooksKey } from './webhooks-api';

/**
 * Brand settings' 'Webhooks' (issue 39 §2, decision 245): the brand's endpoints, the events each
 * receives, their delivery log with resends, a test delivery, pausing, secret rotation and the
 * recipe to verify a signature. The owner and its agencies add endpoints and rotate secrets
 * (each secret shown once); an admin manages them without ever holding a secret.
 */
export function WebhooksCard({ brandId }: { brandId: string }) {
  const { token } = theme.useToken();
  const role = useRole();
  const { data, isPending, error } = useQuery({ queryKey: webhooksKey(brandId), queryFn: () => webhooksApi(api).list(brandId) });
  useLoadFailureToast('Error al cargar los webhooks', error);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <Card title={<IconTitle icon={<SendOutlined />}>{WEBHOOK_TEXTS.section}</IconTitle>} loading={isPending}>
      <Flex vertical gap={token.margin}>
        <p style={{ margin: 0, color: token.colorTextDescription }}>{WEBHOOK_TEXTS.intro}</p>
        {data?.length === 0 && <EmptyNotice title={WEBHOOK_TEXTS.none} hint="" />}
        {data?.map((endpoint) => (
          <EndpointRow key={endpoint.id} brandId={brandId} endpoint={endpoint} onSecret={role === 'admin' ? undefined : setSecret} />
        ))}
        {role !== 'admin' && <AddEndpointForm brandId={brandId} onCreated={setSecret} />}
        <details>
          <summary style={{ cursor: 'pointer' }}>{WEBHOOK_TEXTS.verifyTitle}</summary>
          <p style={{ color: token.colorTextDescription }}>
            Cada envío trae los encabezados <code>afilia-webhook-id</code> (el mismo en cada reintento: usalo para no procesarlo dos veces),{' '}
            <code>afilia-webhook-event</code>, <code>afilia-webhook-timestamp</code> y <code>afilia-webhook-signature</code>: HMAC-SHA256
            del timestamp, un punto y el cuerpo, con el secreto del destino.
          </p>
          <pre
            tabIndex={0}
            aria-label="Ejemplo de verificación en Node.js"
            style={{ overflowX: 'auto', padding: token.paddingSM, background: token.colorFillTertiary, borderRadius: token.borderRadius }}
          >
            <code>{WEBHOOK_VERIFY_SNIPPET}</code>
          </pre>
        </details>
      </Flex>
      <SecretDialog
        secret={secret?.secret ?? null}
        texts={{
          title: `${WEBHOOK_TEXTS.secret}: ${secret?.url ?? ''}`,
          warning: WEBHOOK_TEXTS.secretShownOnce,
          label: WEBHOOK_TEXTS.secret,
          copy: WEBHOOK_TEXTS.copySecret,
          copied: WEBHOOK_TEXTS.secretCopied,
        }}
        onClose={() => setSecret(null)}
      />
    </Card>
  );
}

function EndpointRow({
  brandId,
  endpoint,
  onSecret,
}: {
  brandId: string;
  endpoint: WebhookEndpoint;
  /** Where a rotated secret goes: absent for an admin, who never holds one. */
  onSecret?: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const confirmDanger = useConfirmDanger();
  const [logOpen, setLogOpen] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: webhooksKey(brandId) });
    void queryClient.invalidateQueries({ queryKey: deliveriesKey(brandId, endpoint.id) });
  };
  const toggle = useMutation({
    mutationFn: () => webhooksApi(api).update(brandId, endpoint.id, { active: !endpoint.active }),
    onSuccess: () => {
      refresh();
      message.success(WEBHOOK_TEXTS.updated);
    },
    onError: (error) => showFailure('Error al actualizar el destino', error),
  });
  const test = useMutation({
    mutationFn: () => webhooksApi(api).test(brandId, endpoint.id),
    onSuccess: () => {
      setLogOpen(true);
      refresh();
      message.success(WEBHOOK_TEXTS.testQueued);
    },
    onError: (error) => showFailure('Error al enviar la prueba', error),
  });
  const rotate = useMutation({
    mutationFn: () => webhooksApi(api).rotateSecret(brandId, endpoint.id),
    onSuccess: (rotated) => {
      refresh();
      message.success(WEBHOOK_TEXTS.rotated);
      onSecret?.(rotated);
    },
    onError: (error) => showFailure('Error al rotar el secreto', error),
  });
  const remove = useMutation({
    mutationFn: () => webhooksApi(api).remove(brandId, endpoint.id),
    onSuccess: () => {
      refresh();
      message.success(WEBHOOK_TEXTS.deleted);
    },
    onError: (error) => showFailure('Error al eliminar el destino', error),
  });
  const where = endpoint.description || endpoint.url;
  return (
    <section
      aria-label={`Destino ${where}`}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.padding }}
    >
      <Flex vertical gap={token.marginXS}>
        <h3 style={{ margin: 0, fontSize: token.fontSizeLG, overflowWrap: 'anywhere' }}>
          {endpoint.description || 'Destino'}{' '}
          <Tag color={endpoint.active ? 'success' : undefined}>{endpoint.active ? WEBHOOK_TEXTS.active : WEBHOOK_TEXTS.paused}</Tag>
        </h3>
        <code style={{ overflowWrap: 'anywhere' }}>{endpoint.url}</code>
        <Flex gap={token.marginXXS} wrap>
          {endpoint.events.map((event) => (
            <Tag key={event}>{WEBHOOK_EVENT_LABELS[event]}</Tag>
          ))}
        </Flex>
        <span style={{ color: token.colorTextDescription }}>
          Últimas 24 h: {endpoint.recent.delivered} entregados · {endpoint.recent.failing} con error · Secreto {endpoint.secretHint}
          {endpoint.secretRotatedAt ? ` (rotado el ${formatDateTime(endpoint.secretRotatedAt)})` : ''}
        </span>
        <Flex gap={token.marginXS} wrap>
          <Button onClick={() => setLogOpen(!logOpen)} aria-expanded={logOpen}>
            {WEBHOOK_TEXTS.deliveries}
          </Button>
          <Button onClick={() => test.mutate()} loading={test.isPending} aria-label={`${WEBHOOK_TEXTS.test} a ${where}`}>
            {WEBHOOK_TEXTS.test}
          </Button>
          <Button
            onClick={() => toggle.mutate()}
            loading={toggle.isPending}
            aria-label={`${endpoint.active ? WEBHOOK_TEXTS.pause : WEBHOOK_TEXTS.resume} ${where}`}
          >
            {endpoint.active ? WEBHOOK_TEXTS.pause : WEBHOOK_TEXTS.resume}
          </Button>
          {onSecret && (
            <Button
              onClick={() =>
                confirmDanger({
                  title: `¿Rotar el secreto de ${where}?`,
                  content: WEBHOOK_TEXTS.rotateConfirm,
                  okText: WEBHOOK_TEXTS.rotate,
                  onOk: () => rotate.mutateAsync(),
                })
              }
              loading={rotate.isPending}
            >
              {WEBHOOK_TEXTS.rotate}
            </Button>
          )}
          <Button
            danger
            onClick={() =>
              confirmDanger({
                title: `¿Eliminar ${where}?`,
                content: WEBHOOK_TEXTS.deleteConfirm,
                okText: 'Eliminar',
                onOk: () => remove.mutateAsync(),
              })
            }
            loading={remove.isPending}
            aria-label={`Eliminar ${where}`}
          >
            Eliminar
          </Button>
        </Flex>
        {logOpen && <DeliveryLog brandId={brandId} endpointId={endpoint.id} />}
      </Flex>
    </section>
  );
}

/** The endpoint's deliveries, newest first, 50 at a time; a settled one can be resent. */
function DeliveryLog({ brandId, endpointId }: { brandId: string; endpointId: string }) {
  const { token } = theme.useToken();
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: deliveriesKey(brandId, endpointId),
    queryFn: ({ pageParam }) => webhooksApi(api).deliveries(brandId, endpointId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.more ? page.items.at(-1)?.id : undefined),
    // A pending delivery's answer comes in a moment: the log looks again while one waits.
    refetchInterval: (query) => (query.state.data?.pages.some((p) => p.items.some((d) => d.status === 'pending')) ? 2000 : false),
  });
  useLoadFailureToast('Error al cargar el registro de envíos', error);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  // The endpoint's 24-hour figures follow the log as it changes.
  const queryClient = useQueryClient();
  const settled = items.filter((d) => d.status !== 'pending').length;
  useEffect(() => void queryClient.invalidateQueries({ queryKey: webhooksKey(brandId), exact: true }), [queryClient, brandId, settled]);
  return (
    <section
      aria-label={WEBHOOK_TEXTS.deliveries}
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: token.paddingSM }}
    >
      <h4 style={{ margin: `0 0 ${token.marginXS}px` }}>{WEBHOOK_TEXTS.deliveries}</h4>
      {!isPending && items.length === 0 && <p style={{ margin: 0, color: token.colorTextDescription }}>{WEBHOOK_TEXTS.noDeliveries}</p>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((delivery) => (
          <DeliveryRow key={delivery.id} brandId={brandId} endpointId={endpointId} delivery={delivery} />
        ))}
      </ul>
      {hasNextPage && (
        <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
          Ver envíos anteriores
        </Button>
      )}
    </section>
  );
}

const STATUS_COLORS = { delivered: 'success', failed: 'error', pending: 'processing' } as const;

function DeliveryRow({ brandId, endpointId, delivery }: { brandId: string; endpointId: string; delivery: WebhookDelivery }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const resend = useMutation({
    mutationFn: () => webhooksApi(api).resend(brandId, delivery.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(brandId, endpointId) });
      message.success(WEBHOOK_TEXTS.resent);
    },
    onError: (error) => showFailure('Error al reenviar', error),
  });
  const label = WEBHOOK_EVENT_LABELS[delivery.event as WebhookDeliveryEvent] ?? delivery.event;
  const answer =
    delivery.responseStatus !== null
      ? `Respondió ${delivery.responseStatus}`
      : delivery.error
        ? `Sin respuesta: ${delivery.error}`
        : 'Sin intentos todavía';
  return (
    <li style={{ padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex justify="space-between" align="start" gap={token.marginXS} wrap>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <span>
            <Tag color={STATUS_COLORS[delivery.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status]}</Tag> {label}{' '}
            <code style={{ color: token.colorTextDescription }}>{delivery.event}</code>
          </span>
          <span style={{ color: token.colorTextDescription, overflowWrap: 'anywhere' }}>
            {formatDateTime(delivery.createdAt)} · {answer} · {delivery.attempts} {delivery.attempts === 1 ? 'intento' : 'intentos'}
            {delivery.status === 'pending' && delivery.nextAttemptAt ? ` · próximo ${formatDateTime(delivery.nextAttemptAt)}` : ''}
          </span>
          <details>
            <summary style={{ cursor: 'pointer' }}>Ver cuerpo del envío {delivery.id.slice(0, 8)}</summary>
            <pre tabIndex={0} style={{ overflowX: 'auto', margin: 0, fontSize: token.fontSizeSM }}>
              {JSON.stringify(JSON.parse(delivery.body), null, 2)}
            </pre>
          </details>
        </Flex>
        {delivery.status !== 'pending' && (
          <Button
            size="small"
            onClick={() => resend.mutate()}
            loading={resend.isPending}
            aria-label={`${WEBHOOK_TEXTS.resend} el envío ${delivery.id.slice(0, 8)}`}
          >
            {WEBHOOK_TEXTS.resend}
          </Button>
        )}
      </Flex>
    </li>
  );
}

interface AddValues {
  url: string;
  description: string;
  events: WebhookEvent[];
}

function AddEndpointForm({ brandId, onCreated }: { brandId: string; onCreated: (endpoint: WebhookEndpointWithSecret) => void }) {
  const [form] = Form.useForm<AddValues>();
  const showIssues = useFormIssues(form);
  const showError = useServerFieldError(form);
  const showFailure = useFailureToast();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: AddValues) => webhooksApi(api).create(brandId, values),
    onSuccess: (endpoint) => {
      void queryClient.invalidateQueries({ queryKey: webhooksKey(brandId) });
      form.resetFields();
      onCreated(endpoint);
    },
    onError: (error) => {
      if (!showError(error)) showFailure('Error al agregar el destino', error);
    },
  });
  const onFinish = (values: AddValues) => {
    const checked = createWebhookEndpointRequestSchema.safeParse(values);
    if (!checked.success) return showIssues(checked.error);
    create.mutate(checked.data);
  };
  return (
    <Form
      // Its fields' ids start with the form's name: other forms on the page have a `url` or a `name`.
      name="webhook"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ url: '', description: '', events: [] }}
      onFinish={onFinish}
      onValuesChange={clearIssuesOnChange(form)}
    >
      <h3 style={{ margin: '0 0 8px' }}>Nuevo destino</h3>
      <Form.Item label={WEBHOOK_TEXTS.url} name="url">
        <Input autoComplete="off" inputMode="url" placeholder="https://mi-erp.com/afilia" maxLength={2000} />
      </Form.Item>
      <Form.Item label={WEBHOOK_TEXTS.description} name="description">
        <Input autoComplete="off" placeholder="ERP, planilla, Slack…" maxLength={200} />
      </Form.Item>
      <Form.Item name="events">
        <Checklist legend={WEBHOOK_TEXTS.events} options={WEBHOOK_EVENTS} labels={WEBHOOK_EVENT_LABELS} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {WEBHOOK_TEXTS.add}
      </Button>
    </Form>
  );
}
