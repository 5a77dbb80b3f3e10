import { useState } from 'react';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import RobotOutlined from '@ant-design/icons/es/icons/RobotOutlined';
import { Button, Card, Col, Flex, Row, theme } from '@afilia/platform/antd';
import type { CreateCampaignRequest } from '@afilia/contracts';
import { ButtonLink, EmptyNotice, LoadingState, PageHeader, useActiveBrandId, useRole, type PageProps } from '@afilia/platform';
import { useNavigate } from '@afilia/platform/router';
import { NoBrandsPage } from '../common/no-brands';
import { CampaignCard } from './campaign-card';
import { NewCampaignDialog } from './new-campaign-dialog';
import { useCampaignMutations, useCampaigns } from './use-campaigns';

const TITLE = 'Campañas';

/** /dashboard/campaigns: the brand's campaigns as cards, 'Crear con IA' and 'Nueva Campaña' (seed 002 §2). */
export default function CampaignsPage(_props: PageProps) {
  const role = useRole();
  const brandId = useActiveBrandId();
  if (role === 'agency' && !brandId) return <NoBrandsPage title={TITLE} />;
  return <CampaignsScreen brandId={brandId} />;
}

function CampaignsScreen({ brandId }: { brandId: string | null }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const campaigns = useCampaigns(brandId);
  const { create } = useCampaignMutations(brandId);
  const [open, setOpen] = useState(false);
  const rows = campaigns.data ?? [];

  /** Null once made; else the refusal (toasted by the mutation), for the dialog to show on its field. */
  const onCreate = async (body: CreateCampaignRequest) => {
    try {
      const campaign = await create.mutateAsync(body);
      void navigate(`/dashboard/campaigns/${campaign.id}`);
      return null;
    } catch (error) {
      return error;
    }
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="Creá campañas y sumá creadores que vendan tus productos"
        extra={
          <Flex gap={token.marginXS} wrap>
            <ButtonLink to="/dashboard/campaigns/create-ai" icon={<RobotOutlined />}>
              Crear con IA
            </ButtonLink>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
              Nueva Campaña
            </Button>
          </Flex>
        }
      />
      {campaigns.isPending ? (
        <LoadingState text="Cargando campañas..." />
      ) : rows.length === 0 ? (
        <Card>
          <EmptyNotice
            title="No tenés campañas todavía"
            hint="Creá una campaña por comisión o por conversión, o una de costo por clic con el asistente."
          />
        </Card>
      ) : (
        <Row gutter={[token.margin, token.margin]}>
          {rows.map((campaign) => (
            <Col key={campaign.id} xs={24} md={12} xl={8}>
              <CampaignCard campaign={campaign} />
            </Col>
          ))}
        </Row>
      )}
      <NewCampaignDialog open={open} brandId={brandId} saving={create.isPending} onClose={() => setOpen(false)} onCreate={onCreate} />
    </>
  );
}
