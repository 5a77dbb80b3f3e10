import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from '@afilia/platform/antd';
import type { ApplyRequest } from '@afilia/contracts';
import { api, DASHBOARD_SUMMARY_KEY, useFailureToast, useLoadFailureToast } from '@afilia/platform';
import { creatorCampaignsApi, creatorKeys } from './creator-campaigns-api';
import { CREATOR_TEXTS as T } from './creator-texts';

/** What brands change (a counteroffer, an approval, a paused campaign) is read again on every visit. */
const OTHERS_CHANGE_IT = { staleTime: 0 } as const;

export function useAvailableCampaigns() {
  const query = useQuery({ queryKey: creatorKeys.available, queryFn: () => creatorCampaignsApi(api).available(), ...OTHERS_CHANGE_IT });
  useLoadFailureToast(T.loadError, query.error);
  return query;
}

/** The creator's applications and participations ('Error al cargar colaboraciones' on failure). */
export function useMyApplications() {
  const query = useQuery({ queryKey: creatorKeys.mine, queryFn: () => creatorCampaignsApi(api).mine(), ...OTHERS_CHANGE_IT });
  useLoadFailureToast(T.collaborationsLoadError, query.error);
  return query;
}

export function useMyLinks() {
  return useQuery({ queryKey: creatorKeys.links, queryFn: () => creatorCampaignsApi(api).links(), ...OTHERS_CHANGE_IT });
}

/** The month's tiers and bonuses progress, shown on each collaboration's card. */
export function useMyRewards() {
  return useQuery({ queryKey: creatorKeys.rewards, queryFn: () => creatorCampaignsApi(api).rewards(), ...OTHERS_CHANGE_IT });
}

function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['creator'] }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }),
    ]);
}

export function useApply() {
  const { message } = App.useApp();
  const showFailure = useFailureToast();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ campaignId, proposal }: { campaignId: string; proposal: ApplyRequest['proposal'] }) =>
      creatorCampaignsApi(api).apply(campaignId, proposal),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await reload();
    },
    onError: (error) => showFailure(T.applyError, error),
  });
}

/** 'Aceptar Contraoferta' and 'Rechazar', for an application or a CPC request. */
export function useRespond() {
  const { message } = App.useApp();
  const showFailure = useFailureToast();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, kind, accept }: { id: string; kind: 'application' | 'participation'; accept: boolean }) =>
      kind === 'application' ? creatorCampaignsApi(api).respond(id, accept) : creatorCampaignsApi(api).respondToParticipation(id, accept),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await reload();
    },
    onError: (error, { accept }) => showFailure(accept ? T.acceptCounterOfferError : T.rejectCounterOfferError, error),
  });
}
