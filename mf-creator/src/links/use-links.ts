import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from '@afilia/platform/antd';
import { LINK_DELETE_TOAST_MS, LINK_MESSAGES, type GenerateLinkRequest, type UpdateLinkBody } from '@afilia/contracts';
import { api, ApiError, useFailureToast, useLoadFailureToast } from '@afilia/platform';
import { creatorKeys } from '../campaigns/creator-campaigns-api';
import { linkKeys, linksApi } from './links-api';
import { LINKS_TEXTS as T } from './links-texts';

/** What brands change (a deactivated code, an expired campaign) is read again on every visit. */
const OTHERS_CHANGE_IT = { staleTime: 0 } as const;

export function useLinkOptions(enabled: boolean) {
  const query = useQuery({ queryKey: linkKeys.options, queryFn: () => linksApi(api).options(), enabled, ...OTHERS_CHANGE_IT });
  useLoadFailureToast(T.loadError, query.error);
  return query;
}

export function useMyCodes() {
  const query = useQuery({ queryKey: linkKeys.codes, queryFn: () => linksApi(api).codes(), ...OTHERS_CHANGE_IT });
  useLoadFailureToast(T.loadError, query.error);
  return query;
}

function useReloadLinks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creatorKeys.links });
}

/**
 * Generates the link, then sends the banner message when there is one: a message that cannot be
 * saved is only logged and the link stands (seed 001 §8).
 */
export function useGenerateLink() {
  const { message } = App.useApp();
  const reload = useReloadLinks();
  return useMutation({
    mutationFn: async ({ request, brandId, banner }: { request: GenerateLinkRequest; brandId: string; banner: string }) => {
      const link = await linksApi(api).generate(request);
      const text = banner.trim();
      let bannerSent = false;
      if (text)
        bannerSent = await linksApi(api)
          .submitBanner(brandId, text)
          .then(() => true)
          .catch((error: unknown) => {
            console.error('banner message', error);
            return false;
          });
      return { link, bannerSent };
    },
    onSuccess: async ({ bannerSent }) => {
      message.success(bannerSent ? LINK_MESSAGES.generatedWithBanner : LINK_MESSAGES.generated);
      await reload();
    },
  });
}

/** Personalise product, or the shop toggle; each says what changed. */
export function useUpdateLink() {
  const { message } = App.useApp();
  const showFailure = useFailureToast();
  const reload = useReloadLinks();
  return useMutation({
    mutationFn: ({ linkId, body }: { linkId: string; body: UpdateLinkBody }) => linksApi(api).update(linkId, body),
    onSuccess: async (_link, { body }) => {
      if (body.showInShop !== undefined) message.success(body.showInShop ? LINK_MESSAGES.addedToShop : LINK_MESSAGES.removedFromShop);
      else message.success(LINK_MESSAGES.customised);
      await reload();
    },
    onError: (error, { body }) => {
      // The personalise dialog shows its own field errors; the toggle has nowhere else to say it.
      if (body.showInShop !== undefined || !(error instanceof ApiError && error.field)) showFailure(T.updateError, error);
    },
  });
}

export function useDeleteLink() {
  const { message } = App.useApp();
  const showFailure = useFailureToast();
  const reload = useReloadLinks();
  return useMutation({
    mutationFn: (linkId: string) => linksApi(api).remove(linkId),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await reload();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'LINK_HAS_SALES') {
        // A sale counted since the list was read: the audit rule, as the seed words it.
        message.error(LINK_MESSAGES.hasSalesToast, LINK_DELETE_TOAST_MS / 1000);
        await reload();
      } else showFailure(T.deleteError, error);
    },
  });
}

export function useCustomiseCode() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ codeId, code }: { codeId: string; code: string }) => linksApi(api).customiseCode(codeId, code),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: linkKeys.codes });
    },
  });
}
