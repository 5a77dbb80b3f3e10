import { useState } from 'react';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import PauseCircleOutlined from '@ant-design/icons/es/icons/PauseCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/es/icons/PlayCircleOutlined';
import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { App, Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { Descriptions, Tabs } from '@afilia/platform/antd-extra';
import type { Campaign, CampaignEditForm } from '@afilia/contracts';
import {
  ButtonLink,
  EmptyNotice,
  formatDate,
  formatInteger,
  formatMoney,
  LoadingState,
  PageHeader,
  useConfirmDanger,
  type PageProps,
} from '@afilia/platform';
import { useNavigate } from '@afilia/platform/router';
import { AffiliateLinksTab } from './affiliate-links-tab';
import { CampaignEditDialog } from './campaign-edit-dialog';
import { CustomLinksTab } from './custom-links-tab';
import { DiscountCodesTab } from './discount-codes-tab';
import { campaignStatusColor, campaignStatusLabel, campaignTermsLabel, campaignTypeLabel, paymentMethodLabel } from './campaign-labels';
import { CAMPAIGN_SCREEN_TEXTS as T } from './campaign-texts';
import { ParticipationsTab } from './participations-tab';
import { ApplicationList, ParticipationList, useReview } from './review-list';
import { useCampaign, useCampaignApplications, useCampaignLinks, useCampaignMutations, useConfirmDeleteLink } from './use-campaigns';

/** /dashboard/campaigns/{campaignId} (seed 002 §2 'Campaign detail'). */
export default function CampaignDetailPage({ params }: PageProps) {
  const campaign = useCampaign(params.campaignId ?? '');
  if (campaign.isPending) return <LoadingState text="Cargando campaña..." />;
  if (!campaign.data)
    return (
      <>
        <PageHeader title="Campaña no encontrada" extra={<BackButton />} />
        <Card>
          <EmptyNotice title="Campaña no encontrada" hint="Puede que se haya eliminado o que no sea de tu marca." />
        </Card>
      </>
    );
  return <CampaignDetail campaign={campaign.data} onRefresh={() => campaign.refetch()} />;
}

function BackButton() {
  return (
    <ButtonLink to="/dashboard/campaigns" icon={<ArrowLeftOutlined />}>
      Volver
    </ButtonLink>
  );
}

function CampaignDetail({ campaign, onRefresh }: { campaign: Campaign; onRefresh(): Promise<unknown> }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirmDanger = useConfirmDanger();
  const { update, setPaused, remove } = useCampaignMutations(campaign.brandId);
  const applications = useCampaignApplications(campaign.id);
  const links = useCampaignLinks(campaign.id);
  const review = useReview(campaign.id);
  const onDeleteLink = useConfirmDeleteLink(campaign.id);
  const [editing, setEditing] = useState(false);

  const onSave = async (form: CampaignEditForm) => {
    try {
      await update.mutateAsync({ id: campaign.id, form });
      return true;
    } catch {
      return false;
    }
  };
  const onDelete = () =>
    confirmDanger({
      title: '¿Eliminar campaña?',
      content: `"${campaign.name}" se eliminará. Las métricas de sus participaciones quedan guardadas en el historial y sus links dejan de funcionar.`,
      okText: 'Eliminar',
      onOk: async () => {
        await remove.mutateAsync(campaign.id);
        void navigate('/dashboard/campaigns');
      },
    });
  const refresh = async () => {
    await Promise.all([onRefresh(), applications.refetch(), links.refetch()]);
    message.success(T.refreshed);
  };

  const list = applications.data ?? { applications: [], participations: [] };
  const pending = list.applications.filter((a) => a.status === 'pending' && a.counterOfferCommissionValue === null);
  const countered = list.applications.filter((a) => a.status === 'pending' && a.counterOfferCommissionValue !== null);
  const accepted = list.applications.filter((a) => a.status === 'accepted');
  const working = list.participations.filter((p) => p.status === 'active' || p.status === 'completed');
  const requests = list.participations.filter((p) => p.status === 'pending' || p.status === 'pending_counteroffer');
  const allLinks = links.data ?? [];
  // Custom links have their own tab; the seed tells them apart by URL, we by kind (docs/decisions.md).
  const rows = allLinks.filter((l) => l.kind !== 'custom');
  const customLinks = allLinks.filter((l) => l.kind === 'custom');
  const creatorsOfCampaign = new Map(accepted.map((a) => [a.creatorId, a.creatorName]));

  const tabs =
    campaign.campaignType === 'cpc'
      ? [
          {
            key: 'participations',
            label: `Participaciones (${working.length})`,
            children: <ParticipationsTab participations={working} links={rows} onReview={review.open} />,
          },
          {
            key: 'requests',
            label: `Aplicaciones Pendientes (${requests.length})`,
            children: <ParticipationList participations={requests} onReview={review.open} empty="No hay aplicaciones pendientes" />,
          },
        ]
      : [
          {
            key: 'applications',
            label: `Aplicaciones (${pending.length})`,
            children: <ApplicationList applications={pending} onReview={review.open} empty="No hay aplicaciones pendientes" />,
          },
          {
            key: 'counteroffers',
            label: `Contraofertas (${countered.length})`,
            children: <ApplicationList applications={countered} onReview={review.open} empty="No hay contraofertas esperando respuesta" />,
          },
          {
            key: 'creators',
            label: `Creadores Activos (${accepted.length})`,
            children: <ApplicationList applications={accepted} onReview={review.open} empty="Todavía no hay creadores activos" />,
          },
          {
            key: 'links',
            label: `Links de Afiliados (${rows.length})`,
            children: <AffiliateLinksTab links={rows} loading={links.isFetching} applications={list} onDelete={onDeleteLink} />,
          },
          {
            key: 'codes',
            label: 'Códigos de Descuento',
            children: <DiscountCodesTab brandId={campaign.brandId} creators={creatorsOfCampaign} />,
          },
          {
            key: 'custom-links',
            label: `Links Personalizados (${customLinks.length})`,
            children: (
              <CustomLinksTab
                campaignId={campaign.id}
                links={customLinks}
                loading={links.isFetching}
                creators={creatorsOfCampaign}
                onDelete={onDeleteLink}
              />
            ),
          },
        ];

  const allocated = working.reduce((sum, p) => sum + p.budgetAllocatedCents, 0);
  const clicks = working.reduce((sum, p) => sum + p.currentClicks, 0);

  return (
    <>
      <PageHeader
        title={campaign.name}
        tags={<Tag color={campaignStatusColor(campaign.status)}>{campaignStatusLabel(campaign.status)}</Tag>}
        extra={
          <Flex gap={token.marginXS} wrap>
            <BackButton />
            <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
              Actualizar
            </Button>
            <ButtonLink to="/dashboard/test-sale" icon={<ExperimentOutlined />}>
              Venta de Prueba
            </ButtonLink>
            {campaign.status === 'paused' ? (
              <Button
                icon={<PlayCircleOutlined />}
                loading={setPaused.isPending}
                onClick={() => setPaused.mutate({ id: campaign.id, paused: false })}
              >
                Reanudar
              </Button>
            ) : (
              <Button
                icon={<PauseCircleOutlined />}
                loading={setPaused.isPending}
                disabled={campaign.status !== 'active'}
                onClick={() => setPaused.mutate({ id: campaign.id, paused: true })}
              >
                Pausar
              </Button>
            )}
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Editar
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
              Eliminar
            </Button>
          </Flex>
        }
      />
      <Card style={{ marginBottom: token.marginLG }}>
        {campaign.description && <p style={{ marginTop: 0 }}>{campaign.description}</p>}
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'type', label: 'Tipo', children: campaignTypeLabel(campaign.campaignType) },
            { key: 'payment', label: 'Método de pago', children: paymentMethodLabel(campaign.paymentMethod) },
            { key: 'commission', label: campaign.campaignType === 'cpc' ? 'Pago' : 'Comisión', children: campaignTermsLabel(campaign) },
            ...(campaign.campaignType === 'cpc'
              ? [
                  {
                    key: 'budget',
                    label: 'Presupuesto total',
                    children: campaign.totalBudgetCents === null ? 'Sin límite' : formatMoney(campaign.totalBudgetCents),
                  },
                ]
              : [{ key: 'cookie', label: 'Duración de la cookie', children: `${campaign.cookieDurationDays} días` }]),
            { key: 'created', label: 'Creada', children: formatDate(campaign.createdAt) },
          ]}
        />
        {campaign.campaignType === 'cpc' && (
          <Flex gap={token.marginLG} wrap style={{ marginTop: token.marginSM }}>
            <span>
              Presupuesto asignado: <strong>{formatMoney(allocated)}</strong>
            </span>
            <span>
              Clics: <strong>{formatInteger(rows.reduce((sum, l) => sum + l.clicks, 0))}</strong>
            </span>
            <span>
              Clics cobrados: <strong>{formatInteger(clicks)}</strong>
            </span>
            <span>
              Creadores: <strong>{working.length}</strong>
            </span>
          </Flex>
        )}
      </Card>
      <Flex justify="flex-end" style={{ marginBottom: token.marginXS }}>
        <ButtonLink type="link" to={`/dashboard/campaigns/${campaign.id}/applications`}>
          Ver todas las aplicaciones
        </ButtonLink>
      </Flex>
      <Card>{applications.isPending ? <LoadingState text="Cargando aplicaciones..." /> : <Tabs items={tabs} />}</Card>
      <CampaignEditDialog campaign={campaign} open={editing} saving={update.isPending} onClose={() => setEditing(false)} onSave={onSave} />
      {review.dialog}
    </>
  );
}
