import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import { Card, Flex, theme } from '@afilia/platform/antd';
import { ButtonLink } from '@afilia/platform';
import { PIXEL_TEXTS } from '@afilia/contracts';
import { DomainsCard } from '../domains/domains-card';
import { ConversionsCard } from '../pixels/conversions-card';
import { PixelsCard } from '../pixels/pixels-card';
import { useConversions, usePixels } from '../pixels/use-pixels';
import { VerificationCard } from '../pixels/verification-card';

/**
 * Brand settings' 'Tracking y Conversiones' (seed 002 §2): the conversion pixels and their
 * snippets, the verification card, the brand's domains, the conversions per pixel, and the test sale (reached from
 * here and from a campaign's detail).
 */
export function TrackingSection({ brandId }: { brandId: string | null }) {
  const { token } = theme.useToken();
  const pixels = usePixels(brandId);
  const conversions = useConversions(brandId);
  return (
    <Flex vertical gap={token.marginLG} component="section" aria-labelledby="tracking-y-conversiones">
      <h2 id="tracking-y-conversiones" style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
        {PIXEL_TEXTS.sectionTitle}
      </h2>
      <PixelsCard brandId={brandId} pixels={pixels.data ?? []} loading={pixels.isPending} />
      <VerificationCard pixels={pixels.data ?? []} />
      <DomainsCard brandId={brandId} />
      <ConversionsCard brandId={brandId} conversions={conversions.data ?? []} loading={conversions.isPending} />
      <Card title="Venta de Prueba">
        <Flex justify="space-between" align="center" gap={token.margin} wrap>
          <span style={{ color: token.colorTextDescription, flex: '1 1 280px' }}>
            Simulá una venta con el cupón de un creador para ver cómo se atribuye y se reparte, sin que cuente como venta real.
          </span>
          <ButtonLink to="/dashboard/test-sale" icon={<ExperimentOutlined />}>
            Venta de Prueba
          </ButtonLink>
        </Flex>
      </Card>
    </Flex>
  );
}
