import type { ApplicationView, ParticipationView } from '@afilia/contracts';
import type { DirectoryNames } from '@afilia/service-kit';
import type { CampaignEntity } from '../campaigns/campaign.entity.js';
import type { ParticipationEntity } from '../participations/participation.entity.js';
import type { ApplicationEntity } from './application.entity.js';

/** The campaign's terms as an application or a participation shows them. */
export function campaignTerms(campaign: CampaignEntity, names: DirectoryNames): ApplicationView['campaign'] {
  const brand = names.brands.get(campaign.brandId);
  return {
    id: campaign.id,
    name: campaign.name,
    brandId: campaign.brandId,
    brandName: brand?.name ?? null,
    brandLogoUrl: brand?.logoUrl ?? null,
    campaignType: campaign.campaignType,
    paymentMethod: campaign.paymentMethod,
    commissionType: campaign.commissionType,
    commissionValue: campaign.commissionValue,
    costPerClickCents: campaign.costPerClickCents,
    maxClicksPerCreator: campaign.maxClicksPerCreator,
    status: campaign.status,
  };
}

export function toApplicationView(row: ApplicationEntity, campaign: CampaignEntity, names: DirectoryNames): ApplicationView {
  return {
    id: row.id,
    status: row.status,
    creatorId: row.creatorId,
    creatorName: names.creators.get(row.creatorId)?.name ?? null,
    campaign: campaignTerms(campaign, names),
    proposedCommissionType: row.proposedCommissionType,
    proposedCommissionValue: row.proposedCommissionValue,
    proposedTerms: row.proposedTerms,
    counterOfferCommissionType: row.counterOfferCommissionType,
    counterOfferCommissionValue: row.counterOfferCommissionValue,
    counterOfferTerms: row.counterOfferTerms,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toParticipationView(row: ParticipationEntity, campaign: CampaignEntity, names: DirectoryNames): ParticipationView {
  return {
    id: row.id,
    status: row.status,
    creatorId: row.creatorId,
    creatorName: names.creators.get(row.creatorId)?.name ?? null,
    campaign: campaignTerms(campaign, names),
    costPerClickCents: row.costPerClickCents,
    maxClicks: row.maxClicks,
    currentClicks: row.currentClicks,
    totalEarnedCents: row.totalEarnedCents,
    budgetAllocatedCents: row.budgetAllocatedCents,
    proposedCostPerClickCents: row.proposedCostPerClickCents,
    proposedMaxClicks: row.proposedMaxClicks,
    proposedBy: row.proposedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
