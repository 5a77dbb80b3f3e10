import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ApiOutlined from '@ant-design/icons/es/icons/ApiOutlined';
import { App, Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { Form, Input } from '@afilia/platform/antd-extra';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  API_KEY_TEXTS,
  createApiKeyRequestSchema,
  formatDateTime,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
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
import { apiKeysApi, apiKeysKey } from './api-keys-api';
import { Checklist } from './checklist';
import { SecretDialog } from './secret-dialog';

/**
 * Brand settings' 'API' (issue 39 §1, decision 244): the brand's keys for its own systems. The
 * owner and its agencies make them (a name and the scopes it may use), each shown once; anyone
 * who manages the brand sees them listed, with their last use, and revokes them. An admin reads
 * and revokes, never makes one.
 */
export function ApiKeysCard({ brandId }: { brandId: string }) {
  const { token } = theme.useToken();
  const role = useRole();
  const { data, isPending, error } = useQuery({ queryKey: apiKeysKey(brandId), queryFn: () => apiKeysApi(api).list(brandId) });
  useLoadFailureToast('Error al cargar las claves de API', error);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Card title={<IconTitle icon={<ApiOutlined />}>{API_KEY_TEXTS.section}</IconTitle>} loading={isPending}>
      <Flex vertical gap={token.margin}>
        <p style={{ margin: 0, color: token.colorTextDescription }}>
          {API_KEY_TEXTS.intro}{' '}
          <a href="/api/docs" target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>
            Cómo usar la API
          </a>
        </p>
        {data?.length === 0 && <EmptyNotice title={API_KEY_TEXTS.none} hint="" />}
        {data?.map((key) => (
          <ApiKeyRow key={key.id} brandId={brandId} apiKey={key} />
        ))}
        {role !== 'admin' && <CreateApiKeyForm brandId={brandId} onCreated={setCreated} />}
      </Flex>
      <SecretDialog
        secret={created?.key ?? null}
        texts={{
          title: `${API_KEY_TEXTS.created}: ${created?.name ?? ''}`,
          warning: API_KEY_TEXTS.shownOnce,
          label: 'Clave de API',
          copy: API_KEY_TEXTS.copy,
          copyLabel: `${API_KEY_TEXTS.copy} ${created?.name ?? ''}`,
          copied: API_KEY_TEXTS.copied,
        }}
        onClose={() => setCreated(null)}
      />
    </Card>
  );
}

function ApiKeyRow({ brandId, apiKey }: { brandId: string; apiKey: ApiKey }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const confirmDanger = useConfirmDanger();
  const revoke = useMutation({
    mutationFn: () => apiKeysApi(api).revoke(brandId, apiKey.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: apiKeysKey(brandId) });
      message.success(API_KEY_TEXTS.revoked);
    },
    onError: (error) => showFailure('Error al revocar la clave', error),
  });
  const confirmRevoke = () =>
    confirmDanger({
      title: `¿Revocar ${apiKey.name}?`,
      content: API_KEY_TEXTS.revokeConfirm,
      okText: API_KEY_TEXTS.revoke,
      onOk: () => revoke.mutateAsync(),
    });
  return (
    <section
      aria-label={`Clave ${apiKey.name}`}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.padding }}
    >
      <Flex justify="space-between" align="start" gap={token.marginSM} wrap>
        <Flex vertical gap={token.marginXXS} style={{ minWidth: 0 }}>
          <h3 style={{ margin: 0, fontSize: token.fontSizeLG, overflowWrap: 'anywhere' }}>
            {apiKey.name} {apiKey.revokedAt && <Tag>Revocada</Tag>}
          </h3>
          <code style={{ overflowWrap: 'anywhere' }}>{apiKey.prefix}…</code>
          <Flex gap={token.marginXXS} wrap>
            {apiKey.scopes.map((scope) => (
              <Tag key={scope}>{API_KEY_SCOPE_LABELS[scope]}</Tag>
            ))}
          </Flex>
          <span style={{ color: token.colorTextDescription }}>
            Creada por {apiKey.createdByName} el {formatDateTime(apiKey.createdAt)} · {API_KEY_TEXTS.lastUsed}:{' '}
            {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : API_KEY_TEXTS.neverUsed}
          </span>
        </Flex>
        {!apiKey.revokedAt && (
          <Button danger onClick={confirmRevoke} loading={revoke.isPending} aria-label={`Revocar la clave ${apiKey.name}`}>
            {API_KEY_TEXTS.revoke}
          </Button>
        )}
      </Flex>
    </section>
  );
}

interface CreateValues {
  name: string;
  scopes: ApiKeyScope[];
}

function CreateApiKeyForm({ brandId, onCreated }: { brandId: string; onCreated: (key: CreatedApiKey) => void }) {
  const [form] = Form.useForm<CreateValues>();
  const showIssues = useFormIssues(form);
  const showError = useServerFieldError(form);
  const showFailure = useFailureToast();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: CreateValues) => apiKeysApi(api).create(brandId, values),
    onSuccess: (key) => {
      void queryClient.invalidateQueries({ queryKey: apiKeysKey(brandId) });
      form.resetFields();
      onCreated(key);
    },
    onError: (error) => {
      if (!showError(error)) showFailure('Error al crear la clave', error);
    },
  });
  const onFinish = (values: CreateValues) => {
    const checked = createApiKeyRequestSchema.safeParse(values);
    if (!checked.success) return showIssues(checked.error);
    create.mutate(checked.data);
  };
  return (
    <Form
      // Its fields' ids start with the form's name: the pixel form on the same page has a `name` too.
      name="api-key"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: '', scopes: [] }}
      onFinish={onFinish}
      onValuesChange={clearIssuesOnChange(form)}
    >
      <h3 style={{ margin: '0 0 8px' }}>Nueva clave</h3>
      <Form.Item label={API_KEY_TEXTS.name} name="name">
        <Input autoComplete="off" placeholder="ERP, planilla, BI…" maxLength={60} />
      </Form.Item>
      <Form.Item name="scopes">
        <Checklist legend={API_KEY_TEXTS.scopes} options={API_KEY_SCOPES} labels={API_KEY_SCOPE_LABELS} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {API_KEY_TEXTS.create}
      </Button>
    </Form>
  );
}
