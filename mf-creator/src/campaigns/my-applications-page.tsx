import { Card } from '@afilia/platform/antd';
import { LoadingState, PageHeader, type PageProps } from '@afilia/platform';
import { ApprovalCelebration } from './celebration';
import { MyApplicationsList } from './creator-lists';
import { useMyApplications } from './use-creator-campaigns';

/** /dashboard/my-applications (seed 002 §2 'My Applications'). */
export default function MyApplicationsPage(_props: PageProps) {
  const mine = useMyApplications();
  return (
    <>
      <PageHeader title="Mis Aplicaciones" subtitle="Seguí el estado de tus aplicaciones y respondé las contraofertas" />
      <ApprovalCelebration list={mine.data} />
      {mine.isPending ? <LoadingState text="Cargando aplicaciones..." /> : mine.data ? <MyApplicationsList list={mine.data} /> : <Card />}
    </>
  );
}
