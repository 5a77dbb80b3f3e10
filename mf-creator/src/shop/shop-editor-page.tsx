import { Alert, Tabs } from '@afilia/platform/antd-extra';
import { App, Button, Card, Col, Flex, Row, theme } from '@afilia/platform/antd';
import { SHOP_TEXTS as T } from '@afilia/contracts';
import {
  ApiError,
  CopyButton,
  LoadingState,
  PageHeader,
  useFailureToast,
  useIsMobile,
  useLoadFailureToast,
  type PageProps,
} from '@afilia/platform';
import { pressKitUrl, shopUrl } from '../links/link-display';
import { AppearanceTab } from './appearance-tab';
import { BlocksTab } from './blocks-tab';
import { ProductsTab } from './products-tab';
import { draftIssues } from './shop-draft';
import { ShopPreview } from './shop-preview';
import { DraftInvalid, useShopEditor } from './use-shop-editor';

/**
 * /dashboard/shop-settings, 'Editor de Tienda' (seed 001 §2 'Shop editor'): the blocks, the
 * appearance and the products on the left, the shop as shoppers will see it on the right; every
 * change saves itself 2 s after the last one, 'Guardar' at once.
 */
export default function ShopEditorPage(_props: PageProps) {
  const editor = useShopEditor();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  const showFailure = useFailureToast();
  useLoadFailureToast(T.loadError, editor.query.error);

  const { draft, creatorId } = editor;
  if (!draft || !creatorId)
    return (
      <>
        <PageHeader title={T.editorTitle} />
        {editor.query.isPending && <LoadingState text="Cargando tu tienda..." />}
      </>
    );

  const url = shopUrl(window.location.origin, { id: creatorId, slug: editor.savedSlug });
  const issues = draftIssues(draft);

  const save = async () => {
    const result = await editor.saveNow();
    if (result.ok) message.success(T.saved);
    else if (result.error instanceof DraftInvalid) message.error(result.error.message);
    else if (result.error instanceof ApiError && result.error.code === 'SLUG_TAKEN') message.error(T.slugTaken);
    else showFailure(T.saveError, result.error);
  };

  return (
    <>
      <PageHeader
        title={T.editorTitle}
        subtitle="Armá tu página de links y productos para tu bio"
        extra={
          <Flex gap={token.marginXS} wrap align="center">
            <span role="status" aria-live="polite" style={{ color: token.colorTextDescription }}>
              {editor.saving ? T.saving : ''}
            </span>
            <CopyButton text={url} toast={T.urlCopied} label={`${T.copyUrl} de tu tienda`}>
              {T.copyUrl}
            </CopyButton>
            <Button href={url} target="_blank" rel="noopener noreferrer">
              {T.viewShop}
            </Button>
            <Button type="primary" onClick={() => void save()} loading={editor.saving}>
              {T.save}
            </Button>
          </Flex>
        }
      />
      {editor.problem.stale && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: token.margin }}
          message="Hay cambios más nuevos guardados. Recargá para verlos."
          action={
            <Button size="small" onClick={() => void editor.reload()}>
              Recargar
            </Button>
          }
        />
      )}
      <Row gutter={[token.marginLG, token.marginLG]}>
        <Col xs={24} lg={12}>
          <Card>
            <Tabs
              items={[
                {
                  key: 'blocks',
                  label: T.blocksTab,
                  children: (
                    <BlocksTab
                      draft={draft}
                      products={editor.products}
                      stats={editor.stats}
                      issues={issues}
                      pressKitAddress={pressKitUrl(window.location.origin, { id: creatorId, slug: editor.savedSlug })}
                      change={editor.change}
                    />
                  ),
                },
                {
                  key: 'appearance',
                  label: T.appearanceTab,
                  children: (
                    <AppearanceTab
                      draft={draft}
                      issues={issues}
                      slugError={editor.problem.slug}
                      origin={window.location.origin}
                      change={editor.change}
                    />
                  ),
                },
                {
                  key: 'products',
                  label: T.productsTab,
                  children: <ProductsTab draft={draft} products={editor.products} change={editor.change} />,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>{T.preview}</h2>}
            style={mobile ? undefined : { position: 'sticky', top: 80 }}
          >
            <ShopPreview draft={draft} products={editor.products} creatorId={creatorId} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
