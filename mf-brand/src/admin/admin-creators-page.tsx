import { Card, Tag } from '@afilia/platform/antd';
import type { AdminCreator } from '@afilia/contracts';
import { DataTable, formatDate, formatInteger, LoadingState, PageHeader, type DataColumn, type PageProps } from '@afilia/platform';
import { useAdminCreators } from './use-admin';

/** Seed 001 §9's creator types, as the directory's filter names them. */
const CREATOR_TYPES: Record<AdminCreator['creatorType'], string> = {
  internal: 'Interno',
  public: 'Público',
  agency: 'Agencia',
  freelance: 'Freelance',
};

const COLUMNS: DataColumn<AdminCreator>[] = [
  { key: 'name', title: 'Nombre', render: (c) => <span style={{ fontWeight: 500 }}>{c.name}</span> },
  { key: 'email', title: 'Email', render: (c) => c.email ?? '—' },
  // The public shop (/shop/{slug}) arrives with its own issue; until then the slug is text.
  { key: 'slug', title: 'Slug', render: (c) => c.slug ?? '—' },
  { key: 'type', title: 'Tipo', render: (c) => <Tag>{CREATOR_TYPES[c.creatorType]}</Tag> },
  { key: 'collaborations', title: 'Colaboraciones activas', align: 'right', render: (c) => formatInteger(c.collaborations) },
  { key: 'since', title: 'Alta', render: (c) => formatDate(c.createdAt) },
];

/** /dashboard/creators for an admin: every creator of the platform (seed 002 §6). */
export default function AdminCreatorsPage(_props: PageProps) {
  const creators = useAdminCreators();
  return (
    <>
      <PageHeader title="Creadores" subtitle="Todos los creadores de la plataforma" />
      {creators.isPending ? (
        <LoadingState text="Cargando creadores..." />
      ) : (
        <Card styles={{ body: { padding: 0 } }}>
          <DataTable
            columns={COLUMNS}
            rows={creators.data ?? []}
            rowKey={(c) => c.id}
            label="Creadores"
            emptyText="No hay creadores"
            loading={creators.isFetching}
          />
        </Card>
      )}
    </>
  );
}
