import { useEffect, useState } from 'react';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { App, Button, Card, Col, Flex, Row, Tag, theme } from '@afilia/platform/antd';
import { Form, Input, Modal } from '@afilia/platform/antd-extra';
import {
  COLLABORATION_MESSAGE_MAX,
  COLLABORATION_STATUS_LABELS,
  COLLABORATION_TEXTS as T,
  formatCommission,
  formatMoney,
  requestCollaborationSchema,
  type BrandForCreator,
} from '@afilia/contracts';
import {
  ApiError,
  ButtonLink,
  EmptyNotice,
  LoadingState,
  PageHeader,
  useFailureToast,
  useFormIssues,
  useLoadFailureToast,
  type PageProps,
} from '@afilia/platform';
import { useNavigate, useParams } from '@afilia/platform/router';
import { memberSince } from './brand-figures';
import { useAnswerInvitation, useBrandForCreator, useRequestCollaboration } from './use-brands';

type Product = BrandForCreator['products'][number];

const STATUS_COLOR = { pending: 'processing', accepted: 'success', rejected: 'error' } as const;

/**
 * /dashboard/brands/{brandId} for creators (seed 001 §2): the brand, its base commission and
 * member-since date, and its active products with price and 'Tu comisión', each with the
 * creator's collaboration badge or 'Solicitar Colaboración'. An unknown brand goes back to the list.
 */
export default function BrandDetailPage(_props: PageProps) {
  const { brandId = '' } = useParams();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const brand = useBrandForCreator(brandId);
  const missing = brand.error instanceof ApiError && (brand.error.status === 404 || brand.error.status === 400);
  useLoadFailureToast(T.loadDetailError, missing ? null : brand.error);
  useEffect(() => {
    if (!missing) return;
    message.error(T.brandNotFound);
    navigate('/dashboard/brands', { replace: true });
  }, [missing, message, navigate]);
  const [requesting, setRequesting] = useState<Product | null>(null);

  if (brand.isPending || !brand.data) return <LoadingState text="Cargando marca..." />;
  const data = brand.data;
  return (
    <>
      <ButtonLink to="/dashboard/brands" type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
        Volver a marcas
      </ButtonLink>
      <PageHeader
        title={data.name}
        subtitle={`Comisión base ${formatCommission('percentage', data.commissionPercent)} · ${memberSince(data.memberSince)}`}
      />
      {data.products.length === 0 ? (
        <Card>
          <EmptyNotice title={T.noProducts} hint="Volvé pronto: la marca puede sumar productos en cualquier momento." />
        </Card>
      ) : (
        <Row gutter={[token.margin, token.margin]}>
          {data.products.map((product) => (
            <Col key={product.id} xs={24} md={12} xl={8}>
              <ProductCard brandId={brandId} product={product} onRequest={() => setRequesting(product)} />
            </Col>
          ))}
        </Row>
      )}
      <RequestDialog brandId={brandId} product={requesting} onClose={() => setRequesting(null)} />
    </>
  );
}

function ProductCard({ brandId, product, onRequest }: { brandId: string; product: Product; onRequest: () => void }) {
  const { token } = theme.useToken();
  const collaboration = product.collaboration;
  return (
    <Card
      cover={
        product.imageUrl ? (
          <img src={product.imageUrl} alt="" loading="lazy" style={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Flex vertical gap={token.marginXS}>
        <h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>{product.name}</h2>
        <span>{formatMoney(product.priceCents)}</span>
        <span>Tu comisión: {formatCommission('percentage', product.commissionPercent)}</span>
        {product.promoted ? (
          // Already its link's in a campaign (issue 35): nothing to ask the brand for.
          <Tag color="success" style={{ alignSelf: 'flex-start' }}>
            {T.promotedBadge}
          </Tag>
        ) : !collaboration ? (
          <Button type="primary" onClick={onRequest} aria-label={`${T.request}: ${product.name}`} style={{ alignSelf: 'flex-start' }}>
            {T.request}
          </Button>
        ) : collaboration.initiatedBy === 'brand' && collaboration.status === 'pending' ? (
          <InvitationAnswer brandId={brandId} product={product} collaboration={collaboration} />
        ) : (
          <Tag color={STATUS_COLOR[collaboration.status]} style={{ alignSelf: 'flex-start' }}>
            {collaboration.initiatedBy === 'brand' && collaboration.status === 'rejected'
              ? T.invitationRejected
              : COLLABORATION_STATUS_LABELS[collaboration.status]}
          </Tag>
        )}
      </Flex>
    </Card>
  );
}

/**
 * A brand's pending invitation to this product, with its message, and the creator's answer
 * (issue 16 §3; the seed does not show it: decision 182). Answered once.
 */
function InvitationAnswer({
  brandId,
  product,
  collaboration,
}: {
  brandId: string;
  product: Product;
  collaboration: NonNullable<Product['collaboration']>;
}) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const showFailure = useFailureToast();
  const answer = useAnswerInvitation(brandId);
  const reply = (status: 'accepted' | 'rejected') =>
    answer.mutate(
      { id: collaboration.id, status },
      {
        onSuccess: () => message.success(status === 'accepted' ? T.invitationAccepted : T.invitationRejected),
        onError: (error) => showFailure(T.updateError, error),
      },
    );
  return (
    <Flex vertical gap={token.marginXS}>
      <Tag color="processing" style={{ alignSelf: 'flex-start' }}>
        {T.invitationFromBrand}
      </Tag>
      {collaboration.message ? <span>“{collaboration.message}”</span> : null}
      <Flex gap={token.marginXS} wrap>
        <Button type="primary" loading={answer.isPending} onClick={() => reply('accepted')} aria-label={`${T.accept}: ${product.name}`}>
          {T.accept}
        </Button>
        <Button disabled={answer.isPending} onClick={() => reply('rejected')} aria-label={`${T.reject}: ${product.name}`}>
          {T.reject}
        </Button>
      </Flex>
    </Flex>
  );
}

/** 'Solicitar Colaboración' with an optional message to the brand. */
function RequestDialog({ brandId, product, onClose }: { brandId: string; product: Product | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ message: string }>();
  const showIssues = useFormIssues(form);
  const showFailure = useFailureToast();
  const request = useRequestCollaboration(brandId);
  const onFinish = (values: { message: string }) => {
    if (!product) return;
    const checked = requestCollaborationSchema.safeParse({ productId: product.id, message: values.message });
    if (!checked.success) return showIssues(checked.error);
    request.mutate(
      { productId: product.id, message: values.message },
      {
        onSuccess: () => {
          message.success(T.requested);
          onClose();
        },
        onError: (error) => showFailure(T.requestError, error),
      },
    );
  };
  return (
    <Modal
      open={product !== null}
      title={`${T.request}: ${product?.name ?? ''}`}
      okText="Enviar Solicitud"
      cancelText="Cancelar"
      confirmLoading={request.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} initialValues={{ message: '' }}>
        <Form.Item label="Mensaje para la marca (opcional)" name="message">
          <Input.TextArea rows={3} count={{ show: true, max: COLLABORATION_MESSAGE_MAX }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
