import { useState } from 'react';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Flex, Tag, theme } from '@afilia/platform/antd';
import { Form, Input, Modal, Select } from '@afilia/platform/antd-extra';
import { createCustomLinkRequestSchema, LINK_MESSAGES, type AffiliateLink } from '@afilia/contracts';
import { clearIssuesOnChange, CopyButton, DataTable, formatInteger, useFormIssues, useServerFieldError } from '@afilia/platform';
import { CAMPAIGN_SCREEN_TEXTS as T } from './campaign-texts';
import { useCreateCustomLink } from './use-campaigns';

interface CustomLinkValues {
  creatorId?: string;
  destinationUrl?: string;
  code?: string;
}

export interface CustomLinksTabProps {
  campaignId: string;
  /** The campaign's custom links (tracking's kind 'custom'). */
  links: AffiliateLink[];
  loading: boolean;
  /** The campaign's creators, by id. */
  creators: ReadonlyMap<string, string | null>;
  /** The campaign screen's delete, the same for every link of the campaign. */
  onDelete(link: AffiliateLink): void;
}

/**
 * 'Links Personalizados' (seed 002 §2, §5): links the brand makes for a creator of the campaign
 * to any page, with its own code or 'CUSTOM-' and 8 random characters. They go through
 * /track/{code} like every link, so their clicks count (docs/decisions.md).
 */
export function CustomLinksTab({ campaignId, links, loading, creators, onDelete }: CustomLinksTabProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);

  return (
    <Flex vertical gap={token.marginSM}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} disabled={creators.size === 0}>
          Nuevo Link
        </Button>
      </Flex>
      <DataTable<AffiliateLink>
        label="Links personalizados"
        rowKey={(l) => l.id}
        rows={links}
        loading={loading}
        emptyText={creators.size === 0 ? 'Cuando aceptes creadores vas a poder crearles links' : 'Todavía no hay links personalizados'}
        columns={[
          { key: 'creator', title: 'Creador', render: (l) => creators.get(l.creatorId) ?? 'Creador' },
          { key: 'code', title: 'Código', render: (l) => <strong>{l.uniqueCode}</strong> },
          {
            key: 'destination',
            title: 'Destino',
            render: (l) => (
              <Flex vertical gap={2} align="start">
                <span style={{ overflowWrap: 'anywhere' }}>{l.destinationUrl}</span>
                {/* Made before destinations were held to the brand's domains: it works, and the brand is told. */}
                {l.offDomain && <Tag color="warning">{T.offDomain}</Tag>}
              </Flex>
            ),
          },
          { key: 'clicks', title: 'Clics', align: 'right', render: (l) => formatInteger(l.clicks) },
          {
            key: 'actions',
            title: 'Acciones',
            render: (l) => (
              <Flex gap={token.marginXS}>
                <CopyButton text={l.trackingUrl} toast={T.linkCopied} label={`Copiar link ${l.uniqueCode}`} size="small" />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => onDelete(l)}
                  aria-label={`Eliminar link ${l.uniqueCode}`}
                />
              </Flex>
            ),
          },
        ]}
      />
      <CustomLinkDialog campaignId={campaignId} open={open} creators={creators} onClose={() => setOpen(false)} />
    </Flex>
  );
}

function CustomLinkDialog({
  campaignId,
  open,
  creators,
  onClose,
}: {
  campaignId: string;
  open: boolean;
  creators: ReadonlyMap<string, string | null>;
  onClose(): void;
}) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<CustomLinkValues>();
  const showIssues = useFormIssues(form);
  const showServerField = useServerFieldError(form);
  const create = useCreateCustomLink(campaignId);

  const onFinish = async (values: CustomLinkValues) => {
    const checked = createCustomLinkRequestSchema.safeParse({ ...values, campaignId, destinationUrl: values.destinationUrl ?? '' });
    if (!checked.success) return showIssues(checked.error);
    try {
      await create.mutateAsync(checked.data);
      onClose();
    } catch (error) {
      showServerField(error);
    }
  };

  return (
    <Modal
      open={open}
      title="Nuevo Link Personalizado"
      okText="Crear Link"
      cancelText="Cancelar"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CustomLinkValues>
        name="custom-link"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={clearIssuesOnChange(form)}
        disabled={create.isPending}
        style={{ marginTop: token.marginMD }}
      >
        <Form.Item label="Creador" name="creatorId">
          <Select
            autoFocus
            placeholder={LINK_MESSAGES.creatorRequired}
            options={[...creators].map(([value, name]) => ({ value, label: name ?? 'Creador' }))}
          />
        </Form.Item>
        <Form.Item label="URL de destino" name="destinationUrl">
          <Input inputMode="url" placeholder="https://tu-tienda.com/coleccion" />
        </Form.Item>
        <Form.Item label="Código (opcional)" name="code" extra="Si lo dejás vacío se genera uno: CUSTOM- y 8 caracteres.">
          <Input maxLength={50} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
