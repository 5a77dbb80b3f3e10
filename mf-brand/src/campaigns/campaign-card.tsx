import { Card, Flex, Tag, theme } from '@afilia/platform/antd';
import type { Campaign } from '@afilia/contracts';
import { formatDate } from '@afilia/platform';
import { Link } from '@afilia/platform/router';
import { campaignStatusColor, campaignStatusLabel, campaignTermsLabel, campaignTypeLabel } from './campaign-labels';

/** A campaign in the list: the whole card is one link to its detail (seed 002 §2). */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const { token } = theme.useToken();
  return (
    <Link
      to={`/dashboard/campaigns/${campaign.id}`}
      style={{ display: 'block', color: 'inherit' }}
      aria-label={`${campaign.name}: ver campaña`}
    >
      <Card hoverable style={{ height: '100%' }}>
        <Flex vertical gap={token.marginXS}>
          <Flex justify="space-between" align="flex-start" gap={token.marginXS}>
            <h2
              style={{ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4, color: token.colorTextHeading }}
            >
              {campaign.name}
            </h2>
            <Tag color={campaignStatusColor(campaign.status)}>{campaignStatusLabel(campaign.status)}</Tag>
          </Flex>
          <span style={{ color: token.colorTextDescription }}>{campaignTypeLabel(campaign.campaignType)}</span>
          {campaign.description && <span>{campaign.description}</span>}
          <Flex justify="space-between" wrap gap={token.marginXS} style={{ marginTop: token.marginXS }}>
            <strong>{campaignTermsLabel(campaign)}</strong>
            <span style={{ color: token.colorTextDescription }}>Creada el {formatDate(campaign.createdAt)}</span>
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
