import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@afilia/service-kit';
import { CreateCampaigns1795456548174 } from './migrations/1795456548174-CreateCampaigns.js';

export const CAMPAIGNS_SCHEMA = 'campaigns';
export const campaignsEntities: (new () => object)[] = [];
export const campaignsMigrations = [CreateCampaigns1795456548174];

/** Serves both Nest (app.module) and the TypeORM CLI. */
export function campaignsDataSourceOptions(url: string) {
  return serviceDataSourceOptions(url, CAMPAIGNS_SCHEMA, campaignsEntities, campaignsMigrations);
}

export default new DataSource(campaignsDataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/afilia'));
