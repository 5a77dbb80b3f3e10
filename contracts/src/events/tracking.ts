import type { EventDef } from './define.js';
import type { z } from 'zod';

/** What tracking tells the rest of the platform; its stream exists once this lists an event. */
export const TrackingEvents: Record<string, EventDef<string, z.ZodType>> = {};
