import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import { Button, Card, Flex, theme } from '@afilia/platform/antd';
import { Form, Select } from '@afilia/platform/antd-extra';
import { formatMoney, LINK_MESSAGES, type AffiliateLink } from '@afilia/contracts';
import {
  clearIssuesOnChange,
  CopyButton,
  DataTable,
  formatInteger,
  useConfirmDanger,
  useFailureToast,
  useFormIssues,
  useServerFieldError,
} from '@afilia/platform';
import { canDeleteLink, checkInternalLink, linksOfBrand, linkTarget, WHOLE_STORE, type LinkFormValues } from './creator-detail';
import { CREATOR_DETAIL_TEXTS as T } from './creator-detail-texts';
import { CardHeading } from './creator-profile';
import { useCreateCreatorLink, useCreatorLinks, useDeleteCreatorLink, useOfferedProducts } from './use-creator-detail';

interface CreatorLinksCardProps {
  brandId: string;
  creatorId: string;
}

/**
 * 'Links de afiliado' of the brand's own internal creator (seed 001 §2 'Creator detail for a
 * brand', §5): its links with the brand (code, tracking link to copy, product or 'Tienda
 * completa', clicks, sales), 'Generar link' for one of the brand's active products or the whole
 * store, and a delete per link, refused by the service for a link with sales (the audit rule).
 */
export function CreatorLinksCard({ brandId, creatorId }: CreatorLinksCardProps) {
  const { token } = theme.useToken();
  const links = useCreatorLinks(brandId, creatorId);
  const remove = useDeleteCreatorLink(brandId, creatorId);
  const confirmDanger = useConfirmDanger();
  const rows = linksOfBrand(links.data ?? [], brandId);

  const onDelete = (link: AffiliateLink) =>
    confirmDanger({
      title: T.deleteLinkTitle,
      content: T.deleteLinkContent(link.uniqueCode),
      okText: T.delete,
      onOk: () => remove.mutateAsync(link.id),
    });

  return (
    <Card title={<CardHeading>{T.links}</CardHeading>}>
      <Flex vertical gap={token.marginMD}>
        <GenerateLinkForm brandId={brandId} creatorId={creatorId} />
        <DataTable<AffiliateLink>
          label={T.links}
          rowKey={(l) => l.id}
          rows={rows}
          loading={links.isFetching}
          emptyText={links.isError ? T.linksLoadError : T.noLinks}
          columns={[
            { key: 'code', title: T.code, render: (l) => <strong>{l.uniqueCode}</strong> },
            {
              key: 'url',
              title: T.trackingUrl,
              render: (l) => (
                <Flex align="center" gap={token.marginXS} style={{ minWidth: 0 }}>
                  <span style={{ overflowWrap: 'anywhere', fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM }}>
                    {l.trackingUrl}
                  </span>
                  <CopyButton text={l.trackingUrl} toast={T.linkCopied} label={T.copyLink(l.uniqueCode)} size="small" />
                </Flex>
              ),
            },
            { key: 'product', title: T.linkProduct, render: (l) => <span style={{ overflowWrap: 'anywhere' }}>{linkTarget(l)}</span> },
            { key: 'clicks', title: T.clicks, align: 'right', render: (l) => formatInteger(l.clicks) },
            { key: 'sales', title: T.sales, align: 'right', render: (l) => formatInteger(l.salesGenerated) },
            {
              key: 'actions',
              title: T.actions,
              render: (l) =>
                canDeleteLink(l) ? (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => onDelete(l)}
                    aria-label={T.deleteLink(l.uniqueCode)}
                  />
                ) : null,
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

/**
 * 'Generar link': a product of the brand's active ones, or 'Tienda completa'; one is required
 * ('Selecciona un producto'). With no active products there is nothing to link to: 'No hay
 * productos disponibles', and the form is off (seed 001 §5).
 */
function GenerateLinkForm({ brandId, creatorId }: CreatorLinksCardProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<LinkFormValues>();
  const showIssues = useFormIssues(form);
  const showServerField = useServerFieldError(form);
  const showFailure = useFailureToast();
  const products = useOfferedProducts(brandId);
  const create = useCreateCreatorLink(brandId, creatorId);
  const offered = products.data ?? [];
  const noProducts = products.isSuccess && offered.length === 0;
  const options = [
    { value: WHOLE_STORE, label: T.wholeStore },
    ...offered.map((p) => ({ value: p.id, label: `${p.name} · ${formatMoney(p.priceCents)}` })),
  ];

  const onFinish = async (values: LinkFormValues) => {
    const checked = checkInternalLink(creatorId, values);
    if (!checked.success) return showIssues(checked.error);
    try {
      await create.mutateAsync({ creatorId: checked.data.creatorId, productId: checked.data.productId });
      form.resetFields();
    } catch (error) {
      if (!showServerField(error)) showFailure(T.generateError, error);
    }
  };

  const help = noProducts ? `${LINK_MESSAGES.noProducts}. ${T.noProductsHint}` : products.isError ? T.productsLoadError : undefined;
  return (
    <Form<LinkFormValues>
      name="creator-link"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ productId: null }}
      onFinish={onFinish}
      onValuesChange={clearIssuesOnChange(form)}
      disabled={create.isPending || noProducts}
      aria-label={T.generateLink}
    >
      <Flex wrap gap={token.marginSM} align="flex-start">
        <Form.Item label={T.linkProduct} name="productId" extra={help} style={{ flex: '1 1 260px', minWidth: 0, marginBottom: 0 }}>
          <Select
            aria-required
            loading={products.isPending}
            placeholder={noProducts ? LINK_MESSAGES.noProducts : LINK_MESSAGES.productRequired}
            options={noProducts ? [] : options}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {/* Level with the select: the label's height above it. */}
        <Flex vertical style={{ flex: 'none' }}>
          <span aria-hidden style={{ display: 'block', height: token.fontSize * token.lineHeight + token.paddingXS }} />
          <Button type="primary" htmlType="submit" icon={<LinkOutlined />} loading={create.isPending}>
            {T.generateLink}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
