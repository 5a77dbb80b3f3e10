import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import { Button, Tag } from '@afilia/platform/antd';
import type { AffiliateLink, ApplicationsList } from '@afilia/contracts';
import { DataTable, formatInteger, formatMoney } from '@afilia/platform';
import { CAMPAIGN_SCREEN_TEXTS as T } from './campaign-texts';

export interface AffiliateLinksTabProps {
  /** The campaign's links to a product or the whole store; the custom ones have their own tab. */
  links: AffiliateLink[];
  loading: boolean;
  /** The campaign's applications and participations, which name each link's creator. */
  applications: ApplicationsList;
  /** The campaign screen's delete, the same for every link of the campaign. */
  onDelete(link: AffiliateLink): void;
}

/**
 * 'Links de Afiliados' (seed 002 §2 'Campaign detail'): each creator's links with their clicks,
 * sales, commission and status, and their delete. Only sales and conversion campaigns have it.
 */
export function AffiliateLinksTab({ links, loading, applications, onDelete }: AffiliateLinksTabProps) {
  const names = new Map([...applications.applications, ...applications.participations].map((x) => [x.creatorId, x.creatorName]));
  return (
    <DataTable<AffiliateLink>
      rowKey={(l) => l.id}
      rows={links}
      loading={loading}
      emptyText="Todavía no hay links de afiliados"
      columns={[
        { key: 'creator', title: 'Creador', render: (l) => names.get(l.creatorId) ?? 'Creador' },
        { key: 'product', title: 'Producto', render: (l) => l.productName ?? (l.productId ? 'Producto no disponible' : 'Toda la tienda') },
        { key: 'code', title: 'Código', render: (l) => l.uniqueCode },
        { key: 'clicks', title: 'Clics', align: 'right', render: (l) => formatInteger(l.clicks) },
        { key: 'sales', title: 'Ventas', align: 'right', render: (l) => formatInteger(l.salesGenerated) },
        { key: 'commission', title: 'Comisión', align: 'right', render: (l) => formatMoney(l.commissionEarnedCents) },
        {
          key: 'status',
          title: 'Estado',
          render: (l) => (
            <>
              {l.status === 'active' ? <Tag color="success">Activo</Tag> : <Tag>Link Caducado</Tag>}
              {/* A campaign URL outside the brand's domains, from before they were required: it works, the brand is told. */}
              {l.offDomain && <Tag color="warning">{T.offDomain}</Tag>}
            </>
          ),
        },
        {
          key: 'actions',
          title: 'Acciones',
          render: (l) => (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onDelete(l)}
              aria-label={`Eliminar link ${l.uniqueCode}`}
            />
          ),
        },
      ]}
    />
  );
}
