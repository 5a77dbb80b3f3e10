import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, theme } from '@afilia/platform/antd';
import { useSearchParams } from '@afilia/platform/router';
import { PageHeader, storeReturnNotice, useActiveBrand, useRole, type PageProps } from '@afilia/platform';
import { NoBrands } from '../common/no-brands';
import { storeKey } from '../store/use-store';
import { StoreConnectionCard } from './store-connection-card';

const TITLE = 'Configuración de Marca';

/**
 * /dashboard/brand-settings (seed 002 §2) for brands and agencies: the brand's information and its
 * Tiendanube integration. It is where the Tiendanube callback page returns: `?success=connected` or
 * `?error=…` is toasted once, then the query is cleared.
 */
export default function BrandSettingsPage(_props: PageProps) {
  const role = useRole();
  const brand = useActiveBrand();
  useStoreReturnNotice(brand?.id ?? null);

  if (role === 'agency' && !brand) {
    return (
      <>
        <PageHeader title={TITLE} />
        <NoBrands />
      </>
    );
  }
  return (
    <>
      <PageHeader title={TITLE} />
      <Flex vertical gap={24} style={{ maxWidth: 880 }}>
        <BrandInfoCard name={brand?.name ?? ''} />
        <StoreConnectionCard brandId={brand?.id ?? null} />
      </Flex>
    </>
  );
}

/**
 * The brand's name as the session knows it. Editing name, description and logo waits for the
 * brand update and image upload endpoints; until then the section is read-only.
 */
function BrandInfoCard({ name }: { name: string }) {
  const { token } = theme.useToken();
  return (
    <Card title="Información de la Marca">
      <Flex vertical gap={token.marginXXS}>
        <span style={{ color: token.colorTextDescription }}>Nombre de la marca</span>
        <span style={{ fontWeight: 600, fontSize: token.fontSizeLG }}>{name}</span>
      </Flex>
    </Card>
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
