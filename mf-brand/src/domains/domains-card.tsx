import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Spin, Tag, theme } from '@afilia/platform/antd';
import { Form, Input, Typography } from '@afilia/platform/antd-extra';
import { claimDomainBodySchema, DOMAIN_TEXTS, type BrandDomain, type DomainSource } from '@afilia/contracts';
import {
  api,
  clearIssuesOnChange,
  CopyButton,
  errorMessage,
  formatDate,
  IconTitle,
  useConfirmDanger,
  useFailureToast,
  useFormIssues,
  useLoadFailureToast,
  useServerFieldError,
} from '@afilia/platform';
import { domainKeys, domainsApi } from './domains-api';

const SOURCE_LABELS: Record<DomainSource, string> = {
  store: 'Tienda conectada',
  pixel: 'Píxel verificado',
  dns: 'Verificado por DNS',
};

/**
 * 'Tus dominios' (issue 34 §3): where the brand's links may lead. Its store's and its pixel's
 * come by themselves; another it adds here, publishes the TXT record it is given, and verifies.
 */
export function DomainsCard({ brandId }: { brandId: string | null }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const [form] = Form.useForm<{ domain: string }>();
  const showIssues = useFormIssues(form);
  const showFieldError = useServerFieldError(form);
  const domains = useQuery({ queryKey: domainKeys.list(brandId), queryFn: () => domainsApi(api).list(brandId) });
  useLoadFailureToast('Error al cargar dominios', domains.error);
  const claim = useMutation({
    mutationFn: (domain: string) => domainsApi(api).claim(brandId, { domain }),
    onSuccess: async () => {
      message.success(DOMAIN_TEXTS.claimed);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: domainKeys.all });
    },
    onError: (error) => {
      if (!showFieldError(error)) showFailure('Error al agregar el dominio', error);
    },
  });

  const onFinish = (values: { domain: string }) => {
    const checked = claimDomainBodySchema.safeParse({ domain: values.domain ?? '' });
    if (!checked.success) return showIssues(checked.error);
    claim.mutate(checked.data.domain);
  };

  return (
    <Card title={<IconTitle icon={<GlobalOutlined />}>{DOMAIN_TEXTS.title}</IconTitle>}>
      <Flex vertical gap={token.marginLG}>
        <Typography.Text type="secondary">{DOMAIN_TEXTS.intro}</Typography.Text>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ domain: '' }}
          onFinish={onFinish}
          onValuesChange={clearIssuesOnChange(form)}
          requiredMark={false}
          aria-label="Agregar dominio"
        >
          <Flex gap={token.margin} wrap align="flex-end">
            <Form.Item name="domain" label="Dominio" style={{ flex: '1 1 240px', marginBottom: 0 }}>
              <Input placeholder="mimarca.com.ar" inputMode="url" autoComplete="off" maxLength={300} />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={claim.isPending}>
              Agregar dominio
            </Button>
          </Flex>
        </Form>
        {domains.isPending ? (
          <Flex justify="center" role="status" aria-label="Cargando dominios">
            <Spin />
          </Flex>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: token.margin }}>
            {(domains.data ?? []).map((domain) => (
              <DomainItem key={domain.host} domain={domain} />
            ))}
            {domains.data?.length === 0 && <li>Todavía no tenés dominios: conectá tu tienda o agregá uno.</li>}
          </ul>
        )}
      </Flex>
    </Card>
  );
}

function DomainItem({ domain }: { domain: BrandDomain }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDanger = useConfirmDanger();
  const [notFound, setNotFound] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: domainKeys.all });
  const verify = useMutation({
    mutationFn: () => domainsApi(api).verify(domain.claimId!),
    onSuccess: async () => {
      setNotFound(null);
      message.success(DOMAIN_TEXTS.verified);
      await refresh();
    },
    // Shown beside the record it is about, where the brand looks while it fixes it.
    onError: (error) => setNotFound(errorMessage(error, 'No se pudo verificar el dominio: probá de nuevo.')),
  });
  const remove = useMutation({
    mutationFn: () => domainsApi(api).remove(domain.claimId!),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await refresh();
    },
  });
  const confirmRemove = () =>
    confirmDanger({
      title: '¿Quitar dominio?',
      content: `Tus links ya no podrán llevar a ${domain.host}: los que ya lo hacen siguen funcionando y se marcan fuera de tus dominios.`,
      okText: 'Quitar',
      onOk: () => remove.mutateAsync(),
    });

  return (
    <li
      aria-label={`Dominio ${domain.host}`}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.padding }}
    >
      <Flex vertical gap={token.marginSM}>
        <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
          <Flex align="center" gap={token.marginXS} wrap>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {domain.host}
            </Typography.Text>
            {domain.source ? <Tag color="success">{SOURCE_LABELS[domain.source]}</Tag> : <Tag color="warning">Sin verificar</Tag>}
            {domain.verifiedAt && <Typography.Text type="secondary">desde el {formatDate(domain.verifiedAt)}</Typography.Text>}
          </Flex>
          {domain.claimId && (
            <Flex gap={token.marginXS} wrap>
              {domain.record && (
                <Button icon={<SafetyCertificateOutlined />} onClick={() => verify.mutate()} loading={verify.isPending}>
                  Verificar
                </Button>
              )}
              <Button danger icon={<DeleteOutlined />} onClick={confirmRemove} aria-label={`Quitar dominio ${domain.host}`}>
                Quitar
              </Button>
            </Flex>
          )}
        </Flex>
        {domain.record && (
          <Flex vertical gap={token.marginXS}>
            <Typography.Text>{DOMAIN_TEXTS.instructions}</Typography.Text>
            <RecordLine label="Tipo" value="TXT" />
            <RecordLine label="Nombre" value={domain.record.name} copy />
            <RecordLine label="Valor" value={domain.record.value} copy />
            {notFound && (
              <Typography.Text type="danger" role="alert">
                {notFound}
              </Typography.Text>
            )}
          </Flex>
        )}
      </Flex>
    </li>
  );
}

function RecordLine({ label, value, copy = false }: { label: string; value: string; copy?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginXS} wrap>
      <Typography.Text type="secondary" style={{ minWidth: 64 }}>
        {label}
      </Typography.Text>
      <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography.Text>
      {copy && (
        <CopyButton text={value} toast="Copiado al portapapeles" label={`Copiar ${label.toLowerCase()} del registro`}>
          Copiar
        </CopyButton>
      )}
    </Flex>
  );
}
