import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@afilia/service-kit';
import { CampaignEntity } from '../campaigns/campaign.entity.js';
import { CreateCampaigns1795456548174 } from './migrations/1795456548174-CreateCampaigns.js';
import { Campaigns1795456600000 } from './migrations/1795456600000-Campaigns.js';
import { Applications1795461200000 } from './migrations/1795461200000-Applications.js';
import { OutboxRequestId1795790000000 } from './migrations/1795790000000-OutboxRequestId.js';
import { KebabEventSubjects1795810000000 } from './migrations/1795810000000-KebabEventSubjects.js';
import { ApplicationsRowSecurity1795820000000 } from './migrations/1795820000000-ApplicationsRowSecurity.js';
import { VerifiedTenantScope1796010000000 } from './migrations/1796010000000-VerifiedTenantScope.js';
import { CampaignRewards1796200000000 } from './migrations/1796200000000-CampaignRewards.js';
import { ApplicationEntity } from '../applications/application.entity.js';
import { ParticipationEntity } from '../participations/participation.entity.js';

export const CAMPAIGNS_SCHEMA = 'campaigns';
export const campaignsEntities: (new () => object)[] = [CampaignEntity, ApplicationEntity, ParticipationEntity];
export const campaignsMigrations = [
  CreateCampaigns1795456548174,
  Campaigns1795456600000,
  Applications1795461200000,
  OutboxRequestId1795790000000,
  KebabEventSubjects1795810000000,
  ApplicationsRowSecurity1795820000000,
  VerifiedTenantScope1796010000000,
  CampaignRewards1796200000000,
];

/** Serves both Nest (app.module) and the TypeORM CLI. */
export function campaignsDataSourceOptions(url: string) {
  return serviceDataSourceOptions(url, CAMPAIGNS_SCHEMA, campaignsEntities, campaignsMigrations);
}

export default new DataSource(campaignsDataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/afilia'));
