import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ApiOutlined from '@ant-design/icons/es/icons/ApiOutlined';
import { App, Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { Alert, Form, Input, Modal } from '@afilia/platform/antd-extra';
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
  CopyButton,
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
      <ShownOnce created={created} onClose={() => setCreated(null)} />
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
        <ScopeChecklist />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {API_KEY_TEXTS.create}
      </Button>
    </Form>
  );
}

/**
 * The scopes as labelled native checkboxes in a fieldset (the platform's antd has no Checkbox),
 * a form control of its own: antd's Form.Item gives it `value`, `onChange`, `id` and the error's
 * `aria-*` attributes.
 */
function ScopeChecklist({
  value = [],
  onChange,
  id,
  ...aria
}: {
  value?: ApiKeyScope[];
  onChange?: (scopes: ApiKeyScope[]) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { token } = theme.useToken();
  const base = useId();
  const toggle = (scope: ApiKeyScope) => onChange?.(value.includes(scope) ? value.filter((s) => s !== scope) : [...value, scope]);
  return (
    <fieldset id={id} {...aria} style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ marginBottom: token.marginXS }}>{API_KEY_TEXTS.scopes}</legend>
      {API_KEY_SCOPES.map((scope, i) => (
        <label
          key={scope}
          htmlFor={`${base}-${i}`}
          style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, padding: '4px 0', cursor: 'pointer' }}
        >
          <input
            id={`${base}-${i}`}
            type="checkbox"
            checked={value.includes(scope)}
            onChange={() => toggle(scope)}
            style={{ accentColor: token.colorLink, width: 16, height: 16, flex: 'none', cursor: 'inherit' }}
          />
          <span>
            {API_KEY_SCOPE_LABELS[scope]} <code style={{ color: token.colorTextDescription }}>{scope}</code>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The new key, once: to copy now, since the list shows only its start. */
function ShownOnce({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { token } = theme.useToken();
  return (
    <Modal
      open={created !== null}
      title={`${API_KEY_TEXTS.created}: ${created?.name ?? ''}`}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Listo
        </Button>
      }
      destroyOnHidden
    >
      {created && (
        <Flex vertical gap={token.margin}>
          <Alert type="warning" showIcon title={API_KEY_TEXTS.shownOnce} />
          <code
            aria-label="Clave de API"
            style={{
              overflowWrap: 'anywhere',
              padding: token.paddingSM,
              background: token.colorFillTertiary,
              borderRadius: token.borderRadius,
            }}
          >
            {created.key}
          </code>
          <CopyButton text={created.key} toast={API_KEY_TEXTS.copied} label={`${API_KEY_TEXTS.copy} ${created.name}`}>
            {API_KEY_TEXTS.copy}
          </CopyButton>
        </Flex>
      )}
    </Modal>
  );
}
