import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from '@afilia/platform/antd';
import type { Product, ProductForm } from '@afilia/contracts';
import { api, DASHBOARD_SUMMARY_KEY, useFailureToast, useLoadFailureToast } from '@afilia/platform';
import { productsApi, productsKey } from './products-api';
import { PRODUCT_TEXTS } from './product-texts';

/** The brand's products, newest first; a load failure is toasted ('Error al cargar productos: …'). */
export function useProducts(brandId: string | null) {
  const query = useQuery({ queryKey: productsKey(brandId), queryFn: () => productsApi(api).list(brandId) });
  useLoadFailureToast(PRODUCT_TEXTS.loadError, query.error);
  return query;
}

/** Create, edit and delete, each with the toasts of seed 000 §8; the list and the home's counts reload after. */
export function useProductMutations(brandId: string | null) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productsKey(brandId) }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }),
    ]);
  const showFailure = useFailureToast();
  const failed = (prefix: string) => (error: unknown) => showFailure(prefix, error);

  const create = useMutation({
    mutationFn: (form: ProductForm) => productsApi(api).create(form, brandId),
    onSuccess: async () => {
      message.success(PRODUCT_TEXTS.created);
      await reload();
    },
    onError: failed(PRODUCT_TEXTS.createError),
  });
  const update = useMutation({
    mutationFn: ({ id, form }: { id: string; form: ProductForm }) => productsApi(api).update(id, form),
    onSuccess: async () => {
      message.success(PRODUCT_TEXTS.updated);
      await reload();
    },
    onError: failed(PRODUCT_TEXTS.updateError),
  });
  const remove = useMutation({
    mutationFn: (product: Product) => productsApi(api).remove(product.id),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await reload();
    },
    onError: failed(PRODUCT_TEXTS.deleteError),
  });
  return { create, update, remove };
}
