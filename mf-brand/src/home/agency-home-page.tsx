import { Card } from '@afilia/platform/antd';
import { DashboardHome, StatCardGrid, useCurrentUser, type PageProps } from '@afilia/platform';
import { AgencyFeesSection } from '../agency-fees/agency-fees-section';
import { NoBrandsNotice } from '../common/no-brands';
import { BrandList } from './brand-list';
import { CARD_ICONS } from './card-icons';
import { agencyCards } from './home-cards';

/**
 * /dashboard for an agency: 'Panel de Agencia', seed 000 §2. Its brands come with the session;
 * under them, its fees per brand and its payouts (decision 171).
 */
export default function AgencyHomePage(_props: PageProps) {
  const brands = useCurrentUser()?.brands ?? [];
  return (
    <DashboardHome title="Panel de Agencia" subtitle="Vista consolidada de todas tus marcas">
      {(summary) => (
        <>
          <StatCardGrid cards={agencyCards(summary)} icons={CARD_ICONS} columns={3} />
          <Card title="Marcas" style={{ marginTop: 24 }}>
            {brands.length === 0 ? <NoBrandsNotice /> : <BrandList brands={brands} />}
          </Card>
          <AgencyFeesSection />
        </>
      )}
    </DashboardHome>
  );
}
