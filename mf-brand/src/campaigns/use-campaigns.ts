import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from '@afilia/platform/antd';
import {
  LINK_DELETE_TOAST_MS,
  LINK_MESSAGES,
  type AffiliateLink,
  type CampaignEditForm,
  type CreateCampaignRequest,
  type CreateCustomLinkRequest,
  type CreateDiscountCodeRequest,
  type MessageResponse,
  type SettleHeldClicksBody,
} from '@afilia/contracts';
import { api, ApiError, DASHBOARD_SUMMARY_KEY, useConfirmDanger, useFailureToast, useLoadFailureToast } from '@afilia/platform';
import { campaignKeys, campaignsApi } from './campaigns-api';
import { CAMPAIGN_SCREEN_TEXTS as T } from './campaign-texts';

/** What creators change (applications, proposals, answers) is read again on every visit. */
const OTHERS_CHANGE_IT = { staleTime: 0 } as const;

/** The brand's campaigns, newest first ('Error al cargar datos' on failure). */
export function useCampaigns(brandId: string | null) {
  const query = useQuery({ queryKey: campaignKeys.list(brandId), queryFn: () => campaignsApi(api).list(brandId) });
  useLoadFailureToast(T.loadError, query.error);
  return query;
}

export function useCampaign(campaignId: string) {
  const query = useQuery({ queryKey: campaignKeys.one(campaignId), queryFn: () => campaignsApi(api).get(campaignId), retry: false });
  useLoadFailureToast(T.loadOneError, query.error);
  return query;
}

export function useCampaignApplications(campaignId: string) {
  const query = useQuery({
    queryKey: campaignKeys.applications(campaignId),
    queryFn: () => campaignsApi(api).applications(campaignId),
    ...OTHERS_CHANGE_IT,
  });
  useLoadFailureToast(T.applicationsLoadError, query.error);
  return query;
}

/** The campaign's 'Recompensas' tab: read again on each visit, as sales move it. */
export function useCampaignRewards(campaignId: string, enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.rewards(campaignId),
    queryFn: () => campaignsApi(api).rewards(campaignId),
    enabled,
    ...OTHERS_CHANGE_IT,
  });
}

export function useCampaignLinks(campaignId: string) {
  return useQuery({ queryKey: campaignKeys.links(campaignId), queryFn: () => campaignsApi(api).links(campaignId), ...OTHERS_CHANGE_IT });
}

/** 'Link personalizado creado', or the failure toasted (one on a field is shown there too). */
export function useCreateCustomLink(campaignId: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: (body: CreateCustomLinkRequest) => campaignsApi(api).createCustomLink(body),
    onSuccess: async () => {
      message.success(T.customLinkCreated);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.links(campaignId) });
    },
    onError: (error) => showFailure(T.customLinkCreateError, error),
  });
}

/** Deletes a link; one with sales is refused with the seed's toast, shown 5 s. */
export function useDeleteLink(campaignId: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const reload = () => queryClient.invalidateQueries({ queryKey: campaignKeys.links(campaignId) });
  return useMutation({
    mutationFn: (linkId: string) => campaignsApi(api).deleteLink(linkId),
    onSuccess: async () => {
      message.success(T.linkDeleted);
      await reload();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'LINK_HAS_SALES') {
        message.error(LINK_MESSAGES.hasSalesBrand, LINK_DELETE_TOAST_MS / 1000);
        await reload();
      } else showFailure(T.linkDeleteError, error);
    },
  });
}

/**
 * The campaign screen's delete of a link, the same in both of its links tabs: one with sales is
 * refused at once with the seed's toast (5 s), any other is confirmed first.
 */
export function useConfirmDeleteLink(campaignId: string) {
  const { message } = App.useApp();
  const confirmDanger = useConfirmDanger();
  const removeLink = useDeleteLink(campaignId);
  return (link: AffiliateLink) =>
    link.salesGenerated > 0
      ? message.error(LINK_MESSAGES.hasSalesBrand, LINK_DELETE_TOAST_MS / 1000)
      : confirmDanger({
          title: '¿Eliminar link?',
          content: `${link.uniqueCode} deja de funcionar y el creador recibe un aviso.`,
          okText: 'Eliminar',
          onOk: () => removeLink.mutateAsync(link.id).catch(() => undefined),
        });
}

/**
 * The brand's decision on a CPC link's held clicks (confirmed first): released, they are billed
 * within the quota; discarded, never. The links (and so the cards) are read again.
 */
export function useSettleHeldClicks(campaignId: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const confirmDanger = useConfirmDanger();
  const settle = useMutation({
    mutationFn: ({ linkId, action }: { linkId: string; action: SettleHeldClicksBody['action'] }) =>
      campaignsApi(api).settleHeldClicks(linkId, action),
    onSuccess: async (answer) => {
      message.success(answer.message);
      // The links, the participations and the campaign's totals.
      await queryClient.invalidateQueries({ queryKey: campaignKeys.one(campaignId) });
    },
    onError: (error) => showFailure(T.heldClicksError, error),
  });
  return (link: AffiliateLink, action: SettleHeldClicksBody['action']) =>
    confirmDanger({
      title: action === 'release' ? T.releaseHeldTitle : T.discardHeldTitle,
      content: action === 'release' ? T.releaseHeldContent(link.cpc?.heldClicks ?? 0) : T.discardHeldContent(link.cpc?.heldClicks ?? 0),
      okText: action === 'release' ? T.releaseHeld : T.discardHeld,
      onOk: () => settle.mutateAsync({ linkId: link.id, action }).catch(() => undefined),
    });
}

/** Whether a conversion campaign can be made; asked only when its tab is open. */
export function usePixelStatus(brandId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.pixel(brandId),
    queryFn: () => campaignsApi(api).pixelStatus(brandId!),
    enabled: enabled && brandId !== null,
  });
}

/** The brand's discount codes ('Error al cargar códigos de descuento' on failure). */
export function useDiscountCodes(brandId: string | null) {
  const query = useQuery({ queryKey: campaignKeys.discountCodes(brandId), queryFn: () => campaignsApi(api).discountCodes(brandId) });
  useLoadFailureToast(T.discountCodesLoadError, query.error);
  return query;
}

/** Creates a code (its coupon in the store first); 'Código creado exitosamente', or the failure toasted. */
export function useCreateDiscountCode(brandId: string | null) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: (body: Omit<CreateDiscountCodeRequest, 'brandId'>) => campaignsApi(api).createDiscountCode(body, brandId),
    onSuccess: async () => {
      message.success(T.discountCodeCreated);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.discountCodes(brandId) });
    },
    onError: (error) => showFailure(T.discountCodeCreateError, error),
  });
}

/** Deactivates a code; toasts the service's answer ('Código desactivado') or the failure. */
export function useDeactivateDiscountCode(brandId: string | null) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: (codeId: string) => campaignsApi(api).deactivateDiscountCode(codeId),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.discountCodes(brandId) });
    },
    onError: (error) => showFailure(T.discountCodeDeactivateError, error),
  });
}

export function useBrandProducts(brandId: string | null, enabled: boolean) {
  return useQuery({ queryKey: ['products', brandId ?? 'own'], queryFn: () => campaignsApi(api).products(brandId), enabled });
}

/** Create, edit, pause or resume, delete; each toasts its answer or its failure (seed 002 §8). */
export function useCampaignMutations(brandId: string | null) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
      queryClient.invalidateQueries({ queryKey: ['campaign'] }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }),
    ]);
  const create = useMutation({
    mutationFn: (body: CreateCampaignRequest) => campaignsApi(api).create(body, brandId),
    onSuccess: async () => {
      message.success(T.created);
      await reload();
    },
    onError: (error) => showFailure(T.createError, error),
  });
  const update = useMutation({
    mutationFn: ({ id, form }: { id: string; form: CampaignEditForm }) => campaignsApi(api).update(id, form),
    onSuccess: async () => {
      message.success(T.updated);
      await reload();
    },
    onError: (error) => showFailure(T.updateError, error),
  });
  const setPaused = useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) => campaignsApi(api).setPaused(id, paused),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await reload();
    },
    onError: (error) => showFailure(T.updateError, error),
  });
  const remove = useMutation({
    mutationFn: (id: string) => campaignsApi(api).remove(id),
    onSuccess: async (answer) => {
      message.success(answer.message);
      // Not the deleted campaign's own queries: its detail is still on screen until the list
      // opens, and asking for what was just deleted would toast two errors after the success.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }),
      ]);
    },
    onError: (error) => showFailure(T.deleteError, error),
  });
  return { create, update, setPaused, remove };
}

/** One review action: toasts the service's answer, or its failure prefix, and reloads the campaign. */
function useReviewAction<A>(campaignId: string, run: (args: A) => Promise<MessageResponse>, failure: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      message.success(answer.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['campaign', campaignId] }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }),
      ]);
    },
    onError: (error) => showFailure(failure, error),
  });
}

/** The brand's review of applications and CPC requests (seed 002 §8 'Brand review'). */
export function useReviewActions(campaignId: string) {
  const c = campaignsApi(api);
  return {
    accept: useReviewAction(campaignId, (id: string) => c.accept(id), T.acceptError),
    counterOffer: useReviewAction(
      campaignId,
      ({ id, body }: { id: string; body: Parameters<typeof c.counterOffer>[1] }) => c.counterOffer(id, body),
      T.counterOfferError,
    ),
    reject: useReviewAction(campaignId, ({ id, reason }: { id: string; reason: string | null }) => c.reject(id, reason), T.rejectError),
    approve: useReviewAction(campaignId, (id: string) => c.approveParticipation(id), T.approveError),
    counterOfferParticipation: useReviewAction(
      campaignId,
      ({ id, body }: { id: string; body: { costPerClickCents: number; maxClicks: number } }) => c.counterOfferParticipation(id, body),
      T.counterOfferError,
    ),
    rejectParticipation: useReviewAction(campaignId, (id: string) => c.rejectParticipation(id), T.rejectError),
  };
}

/** 'Mensajes de Banner': the brand's creators' messages, and their approval or rejection. */
export function useBanners(brandId: string | null) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const list = useQuery({
    queryKey: campaignKeys.banners(brandId),
    queryFn: () => campaignsApi(api).banners(brandId),
    ...OTHERS_CHANGE_IT,
  });
  const moderate = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) => campaignsApi(api).moderateBanner(id, approve),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.banners(brandId) });
    },
    onError: (error) => showFailure(T.bannerError, error),
  });
  return { list, moderate };
}
