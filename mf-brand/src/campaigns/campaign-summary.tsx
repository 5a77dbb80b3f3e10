import { Card, Flex, theme } from '@afilia/platform/antd';
import { Descriptions } from '@afilia/platform/antd-extra';
import type { AffiliateLink, Campaign, ParticipationView } from '@afilia/contracts';
import { formatDate, formatInteger, formatMoney } from '@afilia/platform';
import { campaignTermsLabel, campaignTypeLabel, paymentMethodLabel } from './campaign-labels';

export interface CampaignSummaryProps {
  campaign: Campaign;
  /** A CPC campaign's active and completed participations: their budget and billed clicks. */
  working: ParticipationView[];
  /** The campaign's links (not the custom ones): every click they had. */
  links: AffiliateLink[];
}

/** The campaign's terms, and for a CPC campaign its budget allocated, clicks and creators so far. */
export function CampaignSummary({ campaign, working, links }: CampaignSummaryProps) {
  const { token } = theme.useToken();
  const cpc = campaign.campaignType === 'cpc';
  return (
    <Card style={{ marginBottom: token.marginLG }}>
      {campaign.description && <p style={{ marginTop: 0 }}>{campaign.description}</p>}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'type', label: 'Tipo', children: campaignTypeLabel(campaign.campaignType) },
          { key: 'payment', label: 'Método de pago', children: paymentMethodLabel(campaign.paymentMethod) },
          { key: 'commission', label: cpc ? 'Pago' : 'Comisión', children: campaignTermsLabel(campaign) },
          ...(cpc
            ? [
                {
                  key: 'budget',
                  label: 'Presupuesto total',
                  children: campaign.totalBudgetCents === null ? 'Sin límite' : formatMoney(campaign.totalBudgetCents),
                },
              ]
            : [{ key: 'cookie', label: 'Duración de la cookie', children: `${campaign.cookieDurationDays} días` }]),
          { key: 'created', label: 'Creada', children: formatDate(campaign.createdAt) },
        ]}
      />
      {cpc && (
        <Flex gap={token.marginLG} wrap style={{ marginTop: token.marginSM }}>
          <span>
            Presupuesto asignado: <strong>{formatMoney(working.reduce((sum, p) => sum + p.budgetAllocatedCents, 0))}</strong>
          </span>
          <span>
            Clics: <strong>{formatInteger(links.reduce((sum, l) => sum + l.clicks, 0))}</strong>
          </span>
          <span>
            Clics cobrados: <strong>{formatInteger(working.reduce((sum, p) => sum + p.currentClicks, 0))}</strong>
          </span>
          <span>
            Creadores: <strong>{working.length}</strong>
          </span>
        </Flex>
      )}
    </Card>
  );
}
