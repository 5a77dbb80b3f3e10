import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from '@afilia/platform/antd';
import {
  COLLABORATION_TEXTS,
  LINK_DELETE_TOAST_MS,
  LINK_MESSAGES,
  type AnswerCollaborationRequest,
  type CreateInternalLinkRequest,
  type InviteCreatorRequest,
} from '@afilia/contracts';
import { api, ApiError, useFailureToast, useLoadFailureToast } from '@afilia/platform';
import { productsApi, productsKey } from '../products/products-api';
import { creatorDetailApi, creatorDetailKeys } from './creator-detail-api';
import { CREATOR_DETAIL_TEXTS as T } from './creator-detail-texts';
import { offeredProducts } from './creator-detail';

/** What others change (the creator's requests, its links' clicks and sales) is read again on every visit. */
const OTHERS_CHANGE_IT = { staleTime: 0 } as const;

/** A creator the brand may not see (404), or an id that is none (400): the page goes back to the list. */
export const isMissingCreator = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The creator as the brand sees it. 'Creador no encontrado' is the page's to say (it goes back to
 * the list); any other failure is toasted ('Error al cargar creador: …'). Held while no brand acts.
 */
export function useCreatorDetail(brandId: string | null, creatorId: string) {
  const query = useQuery({
    queryKey: creatorDetailKeys.detail(brandId, creatorId),
    queryFn: () => creatorDetailApi(api).get(creatorId, brandId),
    enabled: brandId !== null && creatorId !== '',
    retry: (count, error) => !isMissingCreator(error) && count < 2,
  });
  useLoadFailureToast(T.loadError, isMissingCreator(query.error) ? null : query.error);
  return query;
}

/** 'Solicitudes Recibidas' and 'Invitaciones Enviadas' ('Error al cargar solicitudes: …' on failure). */
export function useCreatorCollaborations(brandId: string | null, creatorId: string) {
  const query = useQuery({
    queryKey: creatorDetailKeys.collaborations(brandId, creatorId),
    queryFn: () => creatorDetailApi(api).collaborations(creatorId, brandId),
    ...OTHERS_CHANGE_IT,
  });
  useLoadFailureToast(T.collaborationsLoadError, query.error);
  return query;
}

/**
 * 'Invitar a Producto': 'Invitación enviada exitosamente' and the creator's collaborations reload.
 * A failure is the dialog's to show: on its field when the gateway names one, else toasted.
 */
export function useInviteCreator(brandId: string | null) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creatorId, body }: { creatorId: string; body: Omit<InviteCreatorRequest, 'brandId'> }) =>
      creatorDetailApi(api).invite(creatorId, body, brandId),
    onSuccess: async (_made, { creatorId }) => {
      message.success(COLLABORATION_TEXTS.invited);
      await queryClient.invalidateQueries({ queryKey: creatorDetailKeys.collaborations(brandId, creatorId) });
    },
  });
}

/** 'Aceptar' / 'Rechazar' a request: 'Solicitud aceptada' / 'Solicitud rechazada', or 'Error al actualizar solicitud: …'. */
export function useAnswerCollaboration(brandId: string | null, creatorId: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const reload = () => queryClient.invalidateQueries({ queryKey: creatorDetailKeys.collaborations(brandId, creatorId) });
  return useMutation({
    mutationFn: ({ id, status }: { id: string } & AnswerCollaborationRequest) => creatorDetailApi(api).answer(id, { status }),
    onSuccess: async (_answered, { status }) => {
      message.success(status === 'accepted' ? COLLABORATION_TEXTS.accepted : COLLABORATION_TEXTS.rejected);
      await reload();
    },
    onError: async (error) => {
      showFailure(COLLABORATION_TEXTS.updateError, error);
      // Answered meanwhile (by another of the brand's people): show it as it is now.
      await reload();
    },
  });
}

/** The internal creator's links with the brand ('Error al cargar links: …' on failure). */
export function useCreatorLinks(brandId: string | null, creatorId: string) {
  const query = useQuery({
    queryKey: creatorDetailKeys.links(brandId, creatorId),
    queryFn: () => creatorDetailApi(api).links(creatorId),
    ...OTHERS_CHANGE_IT,
  });
  useLoadFailureToast(T.linksLoadError, query.error);
  return query;
}

/**
 * 'Generar link': 'Link de afiliado generado!' and the links reload. A failure is the form's to
 * show: on its field when the gateway names one, else toasted.
 */
export function useCreateCreatorLink(brandId: string | null, creatorId: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateInternalLinkRequest, 'brandId'>) => creatorDetailApi(api).createLink(body, brandId),
    onSuccess: async () => {
      message.success(LINK_MESSAGES.generated);
      await queryClient.invalidateQueries({ queryKey: creatorDetailKeys.links(brandId, creatorId) });
    },
  });
}

/**
 * Deletes a link: 'Link eliminado exitosamente'. One with sales is refused by the service with its
 * own text ('Este link ya generó N venta(s)…'), shown 5 s; any other failure is toasted.
 */
export function useDeleteCreatorLink(brandId: string | null, creatorId: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const reload = () => queryClient.invalidateQueries({ queryKey: creatorDetailKeys.links(brandId, creatorId) });
  return useMutation({
    mutationFn: (linkId: string) => creatorDetailApi(api).deleteLink(linkId),
    onSuccess: async (answer) => {
      message.success(answer.message || LINK_MESSAGES.deleted);
      await reload();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'LINK_HAS_SALES') {
        message.error(error.message, LINK_DELETE_TOAST_MS / 1000);
        await reload();
      } else showFailure(T.deleteLinkError, error);
    },
  });
}

/**
 * The brand's active products, by name, for 'Invitar a Producto' and 'Generar link'; the catalogue
 * screen's query, so both read one copy. `enabled` holds it until a dialog opens.
 */
export function useOfferedProducts(brandId: string | null, enabled = true) {
  return useQuery({
    queryKey: productsKey(brandId),
    queryFn: () => productsApi(api).list(brandId),
    select: offeredProducts,
    enabled,
  });
}
