import { z } from 'zod';
import { emailField } from '../../common/validation.js';

/**
 * A brand's agencies and the agency's fee (issue 14 §5, decision 171): the brand's owner adds an
 * agency by its account's e-mail; the agency proposes its fee, a percentage of the brand's part of
 * each sale; the owner confirms it once, and only then does the ledger accrue it. Texts of ours:
 * the seeds have none.
 */
export const AGENCY_TEXTS = {
  added: 'Agencia agregada',
  removed: 'Agencia quitada',
  notFound: 'No hay una agencia registrada con ese e-mail',
  alreadyLinked: 'Esa agencia ya gestiona esta marca',
  linkNotFound: 'La agencia no gestiona esta marca',
  feeProposed: 'Comisión enviada a la marca para su confirmación',
  feeConfirmed: 'Comisión de la agencia confirmada',
  feeRange: 'La comisión debe ser mayor a 0 % y de hasta 50 %',
  feeNeedsOwner: 'Esta marca no tiene un dueño que confirme la comisión',
  feeOtherAgency: 'Otra agencia ya cobra una comisión de esta marca',
  nothingToConfirm: 'No hay una comisión para confirmar',
} as const;

/** The highest fee an agency may ask, in percent of the brand's part. */
export const AGENCY_FEE_MAX_PERCENT = 50;

export const addBrandAgencyRequestSchema = z.object({ email: emailField });
export type AddBrandAgencyRequest = z.infer<typeof addBrandAgencyRequestSchema>;

/** Percent of the brand's part, up to two decimals (12.5 is 12,5 %). */
export const agencyFeeRequestSchema = z.object({
  feePercent: z
    .number({ error: AGENCY_TEXTS.feeRange })
    .gt(0, { error: AGENCY_TEXTS.feeRange })
    .max(AGENCY_FEE_MAX_PERCENT, { error: AGENCY_TEXTS.feeRange })
    .multipleOf(0.01, { error: AGENCY_TEXTS.feeRange }),
});
export type AgencyFeeRequest = z.infer<typeof agencyFeeRequestSchema>;

/** One agency of a brand: the fee in force (confirmed) and one waiting for the owner, in percent. */
export const brandAgencySchema = z.object({
  agencyId: z.uuid(),
  name: z.string(),
  linkedAt: z.iso.datetime({ offset: true }),
  feePercent: z.number().nullable(),
  feeConfirmedAt: z.iso.datetime({ offset: true }).nullable(),
  proposedFeePercent: z.number().nullable(),
  feeProposedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BrandAgency = z.infer<typeof brandAgencySchema>;

/** A brand's agencies; `hasOwner` false for a brand an agency created (nobody to confirm a fee). */
export const brandAgenciesSchema = z.object({
  hasOwner: z.boolean(),
  agencies: z.array(brandAgencySchema),
});
export type BrandAgencies = z.infer<typeof brandAgenciesSchema>;
