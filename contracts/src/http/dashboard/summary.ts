import { z } from 'zod';
import { TRANSACTION_STATUSES } from '../../entities/tracking.js';

/** One row of 'Transacciones Recientes'; names are null when unknown and shown as 'N/A'. */
export const recentTransactionSchema = z.object({
  id: z.uuid(),
  productName: z.string().nullable(),
  creatorName: z.string().nullable(),
  brandName: z.string().nullable(),
  amountTotalCents: z.number().int(),
  amountCreatorCents: z.number().int(),
  /** Shown as 'Pagado' when paid, otherwise 'Pendiente'. */
  status: z.enum(TRANSACTION_STATUSES),
  createdAt: z.string(),
});
export type RecentTransaction = z.infer<typeof recentTransactionSchema>;

/**
 * The role's home figures. Every service answers the part it owns (`*.summary.get`) and the
 * gateway merges them; a figure no service owns yet is 0 because no rows exist for it.
 */
export const brandFiguresSchema = z.object({
  totalSalesCents: z.number().int(),
  commissionsPaidCents: z.number().int(),
  activeProducts: z.number().int(),
  activeCreators: z.number().int(),
});
export const creatorFiguresSchema = z.object({
  totalEarnedCents: z.number().int(),
  totalClicks: z.number().int(),
  activeLinks: z.number().int(),
  salesGenerated: z.number().int(),
});
export const agencyFiguresSchema = z.object({
  activeBrands: z.number().int(),
  activeCampaigns: z.number().int(),
  associatedCreators: z.number().int(),
  totalRevenueCents: z.number().int(),
  validConversions: z.number().int(),
});

export type BrandFigures = z.infer<typeof brandFiguresSchema>;
export type CreatorFigures = z.infer<typeof creatorFiguresSchema>;
export type AgencyFigures = z.infer<typeof agencyFiguresSchema>;

export const summaryPartSchema = z.object({
  brand: brandFiguresSchema.partial().optional(),
  creator: creatorFiguresSchema.partial().optional(),
  agency: agencyFiguresSchema.partial().optional(),
  recentTransactions: z.array(recentTransactionSchema).optional(),
});
export type SummaryPart = z.infer<typeof summaryPartSchema>;

export const dashboardSummarySchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('brand'), figures: brandFiguresSchema, recentTransactions: z.array(recentTransactionSchema) }),
  z.object({ role: z.literal('admin'), figures: brandFiguresSchema, recentTransactions: z.array(recentTransactionSchema) }),
  z.object({ role: z.literal('creator'), figures: creatorFiguresSchema, recentTransactions: z.array(recentTransactionSchema) }),
  z.object({ role: z.literal('agency'), figures: agencyFiguresSchema }),
]);
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
