import { LoadingState, PageHeader, type PageProps } from '@afilia/platform';
import { ApprovalCelebration } from './celebration';
import { collaborationsOf } from './collaborations';
import { CollaborationGrid } from './creator-lists';
import { useMyApplications, useMyLinks } from './use-creator-campaigns';

/** /dashboard/my-collaborations (seed 002 §2 'My Collaborations'). */
export default function MyCollaborationsPage(_props: PageProps) {
  const mine = useMyApplications();
  const links = useMyLinks();
  return (
    <>
      <PageHeader title="Mis Colaboraciones" subtitle="Las campañas en las que participás y lo que generaron" />
      <ApprovalCelebration list={mine.data} />
      {mine.isPending || links.isPending ? (
        <LoadingState text="Cargando colaboraciones..." />
      ) : (
        <CollaborationGrid collaborations={collaborationsOf(mine.data ?? { applications: [], participations: [] }, links.data ?? [])} />
      )}
    </>
  );
}
