import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { Avatar, Card, Col, Flex, Row, theme } from '@afilia/platform/antd';
import { Tabs } from '@afilia/platform/antd-extra';
import { COLLABORATION_TEXTS as T, formatCommission, type AvailableBrand } from '@afilia/contracts';
import { ButtonLink, EmptyNotice, LoadingState, PageHeader, useLoadFailureToast, type PageProps } from '@afilia/platform';
import { memberSince, productCount } from './brand-figures';
import { useAvailableBrands } from './use-brands';

/**
 * /dashboard/brands for creators, 'Marcas Disponibles' (seed 001 §2 'Brands for creators'): every
 * brand with active products, and 'Ver Productos' to ask to collaborate on them. 'Campañas
 * Activas' says only 'Próximamente', as the seed has it; campaigns are under 'Buscar Marcas'.
 */
export default function BrandsPage(_props: PageProps) {
  const brands = useAvailableBrands();
  useLoadFailureToast(T.loadBrandsError, brands.error);
  const all = brands.isPending ? (
    <LoadingState text="Cargando marcas..." />
  ) : (brands.data ?? []).length === 0 ? (
    <EmptyNotice title={T.noBrands} hint="Cuando las marcas publiquen productos, vas a poder pedirles colaborar." />
  ) : (
    <BrandGrid brands={brands.data!} />
  );
  return (
    <>
      <PageHeader title={T.title} subtitle="Conocé las marcas de la plataforma y pedí colaborar con sus productos" />
      <Card>
        <Tabs
          items={[
            { key: 'all', label: T.allBrandsTab, children: all },
            { key: 'campaigns', label: T.activeCampaignsTab, children: <EmptyNotice title={T.comingSoon} hint="" /> },
          ]}
        />
      </Card>
    </>
  );
}

function BrandGrid({ brands }: { brands: AvailableBrand[] }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[token.margin, token.margin]}>
      {brands.map((brand) => (
        <Col key={brand.id} xs={24} md={12} xl={8}>
          <Card>
            <Flex vertical gap={token.marginSM}>
              <Flex align="center" gap={token.marginSM}>
                <Avatar shape="square" size={48} src={brand.logoUrl ?? undefined} icon={<ShopOutlined />} alt="" />
                <h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>{brand.name}</h2>
              </Flex>
              <span>
                {productCount(brand.productCount)} · Comisión {formatCommission('percentage', brand.commissionPercent)}
              </span>
              <span style={{ color: token.colorTextDescription }}>{memberSince(brand.memberSince)}</span>
              <ButtonLink to={`/dashboard/brands/${brand.id}`} aria-label={`${T.viewProducts} de ${brand.name}`}>
                {T.viewProducts}
              </ButtonLink>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
