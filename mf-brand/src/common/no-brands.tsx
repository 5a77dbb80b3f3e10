import { Card } from '@afilia/platform/antd';
import { EmptyNotice, PageHeader } from '@afilia/platform';

/** An agency with no brands yet has nothing to act on (seed 000 §2 'No hay marcas'). */
export function NoBrandsNotice() {
  return <EmptyNotice title="No hay marcas" hint="Crea tu primera marca usando el selector en el header" />;
}

/** A brand screen (products, brand settings) for an agency with no brands: its title and the notice. */
export function NoBrandsPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <NoBrandsNotice />
      </Card>
    </>
  );
}
