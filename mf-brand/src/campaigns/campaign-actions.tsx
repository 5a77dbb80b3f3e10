import { useState } from 'react';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import PauseCircleOutlined from '@ant-design/icons/es/icons/PauseCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/es/icons/PlayCircleOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { Button, Flex, theme } from '@afilia/platform/antd';
import type { Campaign, CampaignEditForm } from '@afilia/contracts';
import { ButtonLink, useConfirmDanger } from '@afilia/platform';
import { useNavigate } from '@afilia/platform/router';
import { CampaignEditDialog } from './campaign-edit-dialog';
import { useCampaignMutations } from './use-campaigns';

/** Back to the list of campaigns. */
export function BackButton() {
  return (
    <ButtonLink to="/dashboard/campaigns" icon={<ArrowLeftOutlined />}>
      Volver
    </ButtonLink>
  );
}

/**
 * The campaign detail's buttons (seed 002 §2 'Campaign detail'): back, refresh, the test sale,
 * pause or resume, edit (with its dialog) and delete (after its confirmation).
 */
export function CampaignActions({ campaign, onRefresh }: { campaign: Campaign; onRefresh(): void }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const confirmDanger = useConfirmDanger();
  const { update, setPaused, remove } = useCampaignMutations(campaign.brandId);
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

  return (
    <Flex gap={token.marginXS} wrap>
      <BackButton />
      <Button icon={<ReloadOutlined />} onClick={onRefresh}>
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
      <CampaignEditDialog campaign={campaign} open={editing} saving={update.isPending} onClose={() => setEditing(false)} onSave={onSave} />
    </Flex>
  );
}
