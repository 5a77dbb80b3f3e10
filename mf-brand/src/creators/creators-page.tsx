import { useState, type ReactNode } from 'react';
import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { Button, Card, Col, Flex, Row, theme } from '@afilia/platform/antd';
import { ListPagination, Tabs } from '@afilia/platform/antd-extra';
import {
  DIRECTORY_STAT_LABELS,
  DIRECTORY_TEXTS,
  formatInteger,
  myCreatorsTabText,
  platformTabText,
  type DirectoryCreator,
  type DirectoryPage,
  type DirectoryTab,
} from '@afilia/contracts';
import {
  ButtonLink,
  EmptyNotice,
  LoadingState,
  ExportButton,
  PageHeader,
  StatCardGrid,
  useActiveBrandId,
  useRole,
  type PageProps,
} from '@afilia/platform';
import { useSearchParams } from '@afilia/platform/router';
import { NoBrandsPage } from '../common/no-brands';
import { AddToListDialog } from './add-to-list-dialog';
import { CreateCreatorDialog } from './create-creator-dialog';
import { CsvImportDialog } from './csv-import-dialog';
import { CreatorCard, creatorPath } from './creator-card';
import { CREATOR_SCREEN_TEXTS as T } from './creator-texts';
import {
  changeFilters,
  emptyTitle,
  filtersFromSearchParams,
  filtersToSearchParams,
  isFiltered,
  toDirectoryRequest,
  type DirectoryFilters,
} from './directory-filters';
import { DirectoryFiltersBar } from './directory-filters-bar';
import { useInviteDialog } from './invite-dialog';
import { useCreateCreator, useCreatorLists, useDirectory } from './use-creators';

const STAT_KEYS = ['total', 'internal', 'collaborating', 'verified'] as const;
const STAT_ICONS: Record<(typeof STAT_KEYS)[number], ReactNode> = {
  total: <TeamOutlined />,
  internal: <UserOutlined />,
  collaborating: <LinkOutlined />,
  verified: <CheckCircleOutlined />,
};

/** /dashboard/creators for a brand or an agency's active brand (seed 001 §2 'Creators directory'). */
export default function CreatorsPage(_props: PageProps) {
  const role = useRole();
  const brandId = useActiveBrandId();
  const invite = useInviteDialog(brandId);
  const [importing, setImporting] = useState(false);
  if (role === 'agency' && !brandId) return <NoBrandsPage title={DIRECTORY_TEXTS.title} />;
  return (
    <>
      <CreatorsScreen brandId={brandId} cardActions={invite.cardActions} onImport={() => setImporting(true)} />
      {invite.dialog}
      <CsvImportDialog open={importing} brandId={brandId} onClose={() => setImporting(false)} />
    </>
  );
}

export interface CreatorsScreenProps {
  /** The acting brand (an agency's active one); null for a brand owner, whose own the gateway takes. */
  brandId: string | null;
  /**
   * Opens the 'Importar CSV' dialog. The roster's empty state and the header show 'Importar CSV'
   * only when it is given: no button does nothing.
   */
  onImport?: () => void;
  /**
   * More buttons for a card after 'Ver Perfil' and 'Agregar a Lista' ('Invitar a Producto' on the
   * platform tab, seed 001 §2).
   */
  cardActions?: (creator: DirectoryCreator, tab: DirectoryTab) => ReactNode;
}

/** Which creator the 'Agregar a Lista' dialog is for; `session` mounts it anew for each opening. */
type ListDialogState = { open: boolean; creator: DirectoryCreator | null; session: number };

/**
 * The directory: title and 'Crear Creador', the 'Mis Creadores (n)' / 'Plataforma (n)' toggle,
 * the stat cards, search and filters, the card grid and its pager. The filters live in the
 * address (?tab=&type=&category=&sort=&q=&list=&page=), so a reload, a shared link or coming
 * back from a creator's page keeps them.
 */
export function CreatorsScreen({ brandId, onImport, cardActions }: CreatorsScreenProps) {
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearchParams(params);
  const directory = useDirectory(brandId, toDirectoryRequest(filters));
  // The file takes the screen's view and filters, not its page.
  const { page: _page, ...exportFilters } = toDirectoryRequest(filters);
  const lists = useCreatorLists(null);
  const create = useCreateCreator(brandId);
  const [createOpen, setCreateOpen] = useState(false);
  const [listDialog, setListDialog] = useState<ListDialogState>({ open: false, creator: null, session: 0 });
  const page = directory.data;
  // A brand's view has both tabs (the gateway counts its roster); anyone else's, the public creators alone.
  const withTabs = page ? page.counts.mine !== null : true;

  const setFilters = (next: DirectoryFilters, typing = false) => setParams(filtersToSearchParams(next), { replace: typing });
  const onFilter = (change: Partial<DirectoryFilters>, typing?: boolean) => setFilters(changeFilters(filters, change), typing);

  const importButton = onImport && (
    <Button icon={<UploadOutlined />} onClick={onImport}>
      {DIRECTORY_TEXTS.importCsv}
    </Button>
  );

  const actionsOf = (creator: DirectoryCreator) => (
    <>
      <ButtonLink to={creatorPath(creator.id)} aria-label={`${DIRECTORY_TEXTS.view} de ${creator.name}`}>
        {DIRECTORY_TEXTS.view}
      </ButtonLink>
      <Button
        aria-label={`${DIRECTORY_TEXTS.addToList}: ${creator.name}`}
        onClick={() => setListDialog((state) => ({ open: true, creator, session: state.session + 1 }))}
      >
        {DIRECTORY_TEXTS.addToList}
      </Button>
      {cardActions?.(creator, filters.tab)}
    </>
  );

  const body = !page ? (
    directory.isError ? (
      <Card>
        <Flex vertical align="center" gap={token.marginSM}>
          <EmptyNotice title={DIRECTORY_TEXTS.loadError} hint={T.retryHint} />
          <Button onClick={() => void directory.refetch()}>{T.retry}</Button>
        </Flex>
      </Card>
    ) : (
      <LoadingState text={T.loading} />
    )
  ) : (
    <Flex vertical gap={token.marginMD}>
      <StatCardGrid
        columns={4}
        icons={STAT_ICONS}
        cards={STAT_KEYS.map((key) => ({ key, title: DIRECTORY_STAT_LABELS[key], value: formatInteger(page.stats[key]) }))}
      />
      <div>
        <DirectoryFiltersBar filters={filters} lists={lists.data ?? []} listsLoading={lists.isPending} onChange={onFilter} />
        <Results
          page={page}
          loading={directory.isFetching && directory.isPlaceholderData}
          empty={
            <Card>
              <Flex vertical align="center" gap={token.marginSM}>
                <EmptyNotice title={emptyTitle(filters, withTabs)} hint={emptyHint(filters, withTabs)} />
                {withTabs && filters.tab === 'mine' && !isFiltered(filters) && importButton}
              </Flex>
            </Card>
          }
          actionsOf={actionsOf}
          onPage={(next) => setFilters({ ...filters, page: next })}
        />
      </div>
    </Flex>
  );

  return (
    <>
      <PageHeader
        title={DIRECTORY_TEXTS.title}
        extra={
          <Flex gap={token.marginXS} wrap>
            {importButton}
            <ExportButton dataset="creators" filters={{ brandId: brandId ?? undefined, ...exportFilters }} what="los creadores" />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreateOpen(true)}>
              {DIRECTORY_TEXTS.createCreator}
            </Button>
          </Flex>
        }
      />
      {page && withTabs ? (
        <Tabs
          id="creators-tabs"
          activeKey={filters.tab}
          onChange={(tab) => onFilter({ tab: tab as DirectoryTab })}
          items={[
            { key: 'mine', label: myCreatorsTabText(page.counts.mine ?? 0), children: filters.tab === 'mine' ? body : null },
            { key: 'platform', label: platformTabText(page.counts.platform), children: filters.tab === 'platform' ? body : null },
          ]}
        />
      ) : (
        body
      )}
      <CreateCreatorDialog
        open={createOpen}
        saving={create.isPending}
        onClose={() => setCreateOpen(false)}
        onCreate={(request) => create.mutateAsync(request)}
      />
      {listDialog.creator && (
        <AddToListDialog
          key={listDialog.session}
          open={listDialog.open}
          creator={listDialog.creator}
          onClose={() => setListDialog((state) => ({ ...state, open: false }))}
        />
      )}
    </>
  );
}

function emptyHint(filters: DirectoryFilters, withTabs: boolean): string {
  if (isFiltered(filters)) return T.noCreatorsHint;
  return withTabs && filters.tab === 'mine' ? T.noInternalHint : T.noneAvailableHint;
}

interface ResultsProps {
  page: DirectoryPage;
  /** The next page or filter is loading; the current cards stay meanwhile. */
  loading: boolean;
  empty: ReactNode;
  actionsOf(creator: DirectoryCreator): ReactNode;
  onPage(page: number): void;
}

/** The card grid (one column on a phone, up to four on a wide screen) and the pager under it. */
function Results({ page, loading, empty, actionsOf, onPage }: ResultsProps) {
  const { token } = theme.useToken();
  if (page.total === 0 && page.items.length === 0 && !loading) return empty;
  return (
    <div style={{ opacity: loading ? 0.6 : 1, transition: `opacity ${token.motionDurationMid}` }}>
      <Row gutter={[token.margin, token.margin]} role="list" aria-label={T.creatorsGrid} aria-busy={loading}>
        {page.items.map((creator) => (
          <Col key={creator.id} role="listitem" xs={24} sm={12} xl={8} xxl={6}>
            <CreatorCard creator={creator} actions={actionsOf(creator)} />
          </Col>
        ))}
      </Row>
      <ListPagination page={page.page} pageSize={page.pageSize} total={page.total} onChange={onPage} />
    </div>
  );
}
