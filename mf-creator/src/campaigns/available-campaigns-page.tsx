import { useState } from 'react';
import { Card, Col, Row, theme } from '@afilia/platform/antd';
import { Tabs } from '@afilia/platform/antd-extra';
import type { AvailableCampaign } from '@afilia/contracts';
import { ButtonLink, EmptyNotice, LoadingState, PageHeader, type PageProps } from '@afilia/platform';
import { useSearchParams } from '@afilia/platform/router';
import { ApplyDialog } from './apply-dialog';
import { AvailableCampaignCard } from './campaign-cards';
import { ApprovalCelebration } from './celebration';
import { collaborationsOf } from './collaborations';
import { CollaborationGrid, MyApplicationsList } from './creator-lists';
import { useApply, useAvailableCampaigns, useMyApplications, useMyLinks } from './use-creator-campaigns';

const TABS = { available: 'Disponibles', collaborations: 'Mis Colaboraciones', applications: 'Mis Aplicaciones' } as const;
type Tab = keyof typeof TABS;

/** /dashboard/available-campaigns, 'Buscar Marcas' (seed 002 §2 'Creator campaigns'); the tab is kept in the URL. */
export default function AvailableCampaignsPage(_props: PageProps) {
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (params.get('tab') as Tab) in TABS ? (params.get('tab') as Tab) : 'available';
  const available = useAvailableCampaigns();
  const mine = useMyApplications();
  const links = useMyLinks();
  const apply = useApply();
  const [applying, setApplying] = useState<AvailableCampaign | null>(null);
  const open = (available.data ?? []).filter((c) => c.myStatus === null);

  const content: Record<Tab, React.ReactNode> = {
    available: available.isPending ? (
      <LoadingState text="Cargando campañas..." />
    ) : open.length === 0 ? (
      <EmptyNotice title="No hay campañas disponibles" hint="Volvé pronto: las marcas publican campañas nuevas seguido." />
    ) : (
      <Row gutter={[token.margin, token.margin]}>
        {open.map((c) => (
          <Col key={c.id} xs={24} md={12} xl={8}>
            <AvailableCampaignCard campaign={c} onApply={() => setApplying(c)} />
          </Col>
        ))}
      </Row>
    ),
    collaborations: mine.isPending ? (
      <LoadingState text="Cargando colaboraciones..." />
    ) : (
      <CollaborationGrid collaborations={collaborationsOf(mine.data!, links.data ?? [])} />
    ),
    applications: mine.isPending ? <LoadingState text="Cargando aplicaciones..." /> : <MyApplicationsList list={mine.data!} />,
  };

  return (
    <>
      <PageHeader
        title="Buscar Marcas"
        subtitle="Encontrá campañas de marcas y aplicá para colaborar"
        extra={<ButtonLink to="/dashboard/brands">Ver todas las marcas</ButtonLink>}
      />
      <ApprovalCelebration list={mine.data} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'available' ? {} : { tab: key }, { replace: true })}
          items={(Object.keys(TABS) as Tab[]).map((key) => ({ key, label: TABS[key], children: content[key] }))}
        />
      </Card>
      {applying && (
        <ApplyDialog
          campaign={applying}
          busy={apply.isPending}
          onClose={() => setApplying(null)}
          onApply={(proposal) => apply.mutate({ campaignId: applying.id, proposal }, { onSuccess: () => setApplying(null) })}
        />
      )}
    </>
  );
}
