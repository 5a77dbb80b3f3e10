import { useId } from 'react';
import { Flex, theme } from '@afilia/platform/antd';
import { Select } from '@afilia/platform/antd-extra';
import { TRANSACTION_TEXTS } from '@afilia/contracts';
import { ExportButton, PageHeader, useTransactionsFilter, type PageProps, type TransactionColumn } from '@afilia/platform';
import { BRAND_TRANSACTION_COLUMNS, TransactionsList } from '../transactions/transactions-page';
import { useAdminBrands, useAdminCreators } from './use-admin';

/** The brand's columns with the brand's name after the creator's, and the parts named for an outsider. */
const ADMIN_COLUMNS: readonly TransactionColumn[] = BRAND_TRANSACTION_COLUMNS.flatMap((column) =>
  column.field === 'creator'
    ? [column, { field: 'brand', title: 'Marca' }]
    : column.field === 'brandPart'
      ? [{ field: 'brandPart', title: 'Parte Marca' }]
      : [column],
);

/** /dashboard/transactions for an admin: every transaction of the platform, filtered by brand and creator (seed 002 §6). */
export default function AdminTransactionsPage(_props: PageProps) {
  const { token } = theme.useToken();
  const brandFilterId = useId();
  const creatorFilterId = useId();
  const { brandId, creatorId, page, set } = useTransactionsFilter();
  const brands = useAdminBrands();
  const creators = useAdminCreators();
  return (
    <>
      <PageHeader
        title={TRANSACTION_TEXTS.transactionsTitle}
        subtitle="Todas las transacciones de la plataforma"
        extra={
          <ExportButton
            dataset="transactions"
            filters={{ brandId: brandId ?? undefined, creatorId: creatorId ?? undefined }}
            what="las transacciones"
          />
        }
      />
      <Flex align="center" gap={token.marginXS} wrap style={{ marginBottom: token.marginMD }}>
        <label htmlFor={brandFilterId}>Marca</label>
        <Select
          id={brandFilterId}
          style={{ minWidth: 220, maxWidth: '100%' }}
          value={brandId ?? ''}
          loading={brands.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: '', label: 'Todas las marcas' }, ...(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))]}
          onChange={(value: string) => set({ brandId: value || null, page: 1 })}
        />
        <label htmlFor={creatorFilterId} style={{ marginInlineStart: token.marginSM }}>
          Creador
        </label>
        <Select
          id={creatorFilterId}
          style={{ minWidth: 220, maxWidth: '100%' }}
          value={creatorId ?? ''}
          loading={creators.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: '', label: 'Todos los creadores' }, ...(creators.data ?? []).map((c) => ({ value: c.id, label: c.name }))]}
          onChange={(value: string) => set({ creatorId: value || null, page: 1 })}
        />
      </Flex>
      <TransactionsList
        query={{ brandId: brandId ?? undefined, creatorId: creatorId ?? undefined, page }}
        columns={ADMIN_COLUMNS}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}
