import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from '@afilia/platform/antd';
import {
  DIRECTORY_TEXTS,
  LIST_TEXTS,
  type CreateCreatorListRequest,
  type CreateCreatorRequest,
  type SetCreatorListsRequest,
} from '@afilia/contracts';
import { api, useFailureToast, useLoadFailureToast } from '@afilia/platform';
import { creatorsApi, creatorsKeys, type DirectoryRequest } from './creators-api';

/**
 * A page of the directory; the page on screen stays while the next one loads, so the grid does
 * not jump. A load failure is toasted ('Error al cargar creadores: …').
 */
export function useDirectory(brandId: string | null, query: DirectoryRequest) {
  const result = useQuery({
    queryKey: creatorsKeys.directory(brandId, query),
    queryFn: () => creatorsApi(api).page(query, brandId),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(DIRECTORY_TEXTS.loadError, result.error);
  return result;
}

/** How long a notice of 'Crear Creador' stays: a sentence to read, not a confirmation. */
const NOTICE_SECONDS = 12;

/**
 * 'Crear Creador': 'Creador creado exitosamente' and the directory reloads. A failure is the
 * dialog's to show: on its field when the gateway names one, else toasted. What the answer's
 * notices say (the invitation e-mail held back by its limits, decision 230) is a warning that
 * stays longer than a success, since the brand must read it.
 */
export function useCreateCreator(brandId: string | null) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCreatorRequest) => creatorsApi(api).create(request, brandId),
    onSuccess: async (created) => {
      if (created.notices.length === 0) message.success(DIRECTORY_TEXTS.created);
      for (const notice of created.notices) message.warning({ content: notice, duration: NOTICE_SECONDS });
      await queryClient.invalidateQueries({ queryKey: creatorsKeys.all });
    },
  });
}

/**
 * The user's lists ('Error al cargar listas: …' on failure); with a creator, whether it is in each.
 * `enabled` holds the call until the dialog opens.
 */
export function useCreatorLists(creatorId: string | null, enabled = true) {
  const result = useQuery({
    queryKey: creatorsKeys.listsFor(creatorId),
    queryFn: () => creatorsApi(api).lists(creatorId),
    enabled,
  });
  useLoadFailureToast(LIST_TEXTS.loadError, result.error);
  return result;
}

/** 'Nueva lista': 'Lista creada exitosamente'; every view of the lists reloads. */
export function useCreateList() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCreatorListRequest) => creatorsApi(api).createList(request),
    onSuccess: async () => {
      message.success(LIST_TEXTS.created);
      await queryClient.invalidateQueries({ queryKey: creatorsKeys.lists });
    },
  });
}

/**
 * The 'Agregar a Lista' dialog's save: 'Listas actualizadas exitosamente', or 'Error al actualizar
 * listas: …'. The lists and the directory (its 'Lista' filter) reload.
 */
export function useSetCreatorLists() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: (request: SetCreatorListsRequest) => creatorsApi(api).setLists(request),
    onSuccess: async () => {
      message.success(LIST_TEXTS.updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorsKeys.lists }),
        queryClient.invalidateQueries({ queryKey: creatorsKeys.all }),
      ]);
    },
    onError: (error) => showFailure(LIST_TEXTS.updateError, error),
  });
}
