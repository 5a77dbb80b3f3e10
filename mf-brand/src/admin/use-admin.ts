import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useLoadFailureToast } from '@afilia/platform';
import { adminApi, adminBrandsKey, adminCreatorsKey, adminProductsKey } from './admin-api';

/** Load failures are toasted with the screen's prefix, as every list of the dashboard does. */
export const ADMIN_TEXTS = {
  brandsLoadError: 'Error al cargar marcas',
  creatorsLoadError: 'Error al cargar creadores',
  productsLoadError: 'Error al cargar productos',
} as const;

export function useAdminBrands() {
  const query = useQuery({ queryKey: adminBrandsKey, queryFn: () => adminApi(api).brands() });
  useLoadFailureToast(ADMIN_TEXTS.brandsLoadError, query.error);
  return query;
}

export function useAdminCreators() {
  const query = useQuery({ queryKey: adminCreatorsKey, queryFn: () => adminApi(api).creators() });
  useLoadFailureToast(ADMIN_TEXTS.creatorsLoadError, query.error);
  return query;
}

/** The page stays on screen while the next one loads, so the table does not jump. */
export function useAdminProducts(brandId: string | null, page: number) {
  const query = useQuery({
    queryKey: adminProductsKey(brandId, page),
    queryFn: () => adminApi(api).products(brandId, page),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(ADMIN_TEXTS.productsLoadError, query.error);
  return query;
}
