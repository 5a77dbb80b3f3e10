import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerCollaborationRequest, RequestCollaboration } from '@afilia/contracts';
import { api } from '@afilia/platform';
import { brandsApi } from './brands-api';

const BRANDS_KEY = ['creator', 'brands'] as const;
const brandKey = (brandId: string) => ['creator', 'brands', brandId] as const;

export function useAvailableBrands() {
  return useQuery({ queryKey: BRANDS_KEY, queryFn: () => brandsApi(api).list() });
}

export function useBrandForCreator(brandId: string) {
  return useQuery({ queryKey: brandKey(brandId), queryFn: () => brandsApi(api).get(brandId), retry: false });
}

/** A request for collaboration; the brand's page is read again to show its badge. */
export function useRequestCollaboration(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestCollaboration) => brandsApi(api).request(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKey(brandId) }),
  });
}

/** The creator accepts or rejects a brand's invitation; the brand's page is read again to show the outcome. */
export function useAnswerInvitation(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string } & AnswerCollaborationRequest) => brandsApi(api).answer(id, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKey(brandId) }),
  });
}
