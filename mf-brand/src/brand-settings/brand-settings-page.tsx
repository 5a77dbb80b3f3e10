import { useQueryClient } from '@tanstack/react-query';
import { Flex } from '@afilia/platform/antd';
import { NotificationPreferencesCard, PageHeader, useActiveBrand, useRole, type PageProps } from '@afilia/platform';
import { NoBrandsPage } from '../common/no-brands';
import { useStoreReturnNotice } from '../store/use-store-return-notice';
import { storeKey } from '../store/store-api';
import { AgenciesCard } from './agencies-card';
import { ApiKeysCard } from './api-keys-card';
import { BrandInfoCard } from './brand-info-card';
import { StoreConnectionCard } from './store-connection-card';
import { TrackingSection } from './tracking-section';
import { WebhooksCard } from './webhooks-card';

const TITLE = 'Configuración de Marca';

/**
 * /dashboard/brand-settings (seed 002 §2) for brands and agencies: the brand's information (name,
 * description, logo), its Tiendanube integration, 'Tracking y Conversiones' (pixels, verification,
 * conversions, the test sale), its agencies and their fees (decision 171), its API keys
 * (decision 244), its webhooks (decision 245) and the person's notification preferences.
 * The Tiendanube callback page returns here: `?success=connected` or `?error=…` is toasted once,
 * then the query is cleared.
 */
export default function BrandSettingsPage(_props: PageProps) {
  const role = useRole();
  const brand = useActiveBrand();
  const queryClient = useQueryClient();
  useStoreReturnNotice(() => void queryClient.invalidateQueries({ queryKey: storeKey(brand?.id ?? null) }));

  if (role === 'agency' && !brand) return <NoBrandsPage title={TITLE} />;
  return (
    <>
      <PageHeader title={TITLE} />
      <Flex vertical gap={24} style={{ maxWidth: 880 }}>
        {brand && <BrandInfoCard brandId={brand.id} />}
        <StoreConnectionCard brandId={brand?.id ?? null} />
        {brand && <AgenciesCard brandId={brand.id} />}
        {brand && <ApiKeysCard brandId={brand.id} />}
        {brand && <WebhooksCard brandId={brand.id} />}
        <TrackingSection brandId={brand?.id ?? null} />
        <NotificationPreferencesCard />
      </Flex>
    </>
  );
}
