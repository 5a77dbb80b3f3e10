import { z } from 'zod';
import { defineRequest, healthResponseSchema } from './define.js';

export const CampaignsRequests = {
  health: defineRequest('campaigns.health.check', z.object({}), healthResponseSchema, { needsActor: false }),
} as const;
