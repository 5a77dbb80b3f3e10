import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Flex } from '@afilia/platform/antd';
import { useSearchParams } from '@afilia/platform/router';
import { PageHeader, useActiveBrand, useRole, type PageProps } from '@afilia/platform';
import { NoBrandsPage } from '../common/no-brands';
import { storeReturnNotice } from '../store/store-return';
import { storeKey } from '../store/use-store';
import { BrandInfoCard } from './brand-info-card';
import { StoreConnectionCard } from './store-connection-card';

const TITLE = 'Configuración de Marca';

/**
 * /dashboard/brand-settings (seed 002 §2) for brands and agencies: the brand's information (name,
 * description, logo) and its Tiendanube integration; no 'Tracking y Conversiones' section yet.
 * The Tiendanube callback page returns here: `?success=connected` or `?error=…` is toasted once,
 * then the query is cleared.
 */
export default function BrandSettingsPage(_props: PageProps) {
  const role = useRole();
  const brand = useActiveBrand();
  useStoreReturnNotice(brand?.id ?? null);

  if (role === 'agency' && !brand) return <NoBrandsPage title={TITLE} />;
  return (
    <>
      <PageHeader title={TITLE} />
      <Flex vertical gap={24} style={{ maxWidth: 880 }}>
        {brand && <BrandInfoCard brandId={brand.id} />}
        <StoreConnectionCard brandId={brand?.id ?? null} />
      </Flex>
    </>
  );
}

function useStoreReturnNotice(brandId: string | null) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // Once per arrival (StrictMode runs effects twice in development).
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const notice = storeReturnNotice(params);
    if (!notice || handled.current === params.toString()) return;
    handled.current = params.toString();
    if (notice.type === 'success') {
      message.success(notice.text);
      void queryClient.invalidateQueries({ queryKey: storeKey(brandId) });
    } else {
      message.error(notice.text);
    }
    setParams({}, { replace: true });
  }, [params, setParams, message, queryClient, brandId]);
}
