import type { BrandAgency } from '@afilia/contracts';

/** A fee as people read it: '10 %', '12,5 %' (at most two decimals, es-AR). */
export function feeLabel(percent: number): string {
  return `${percent.toLocaleString('es-AR', { maximumFractionDigits: 2 })} %`;
}

/** An agency's fee as its row reads: the one in force, and one waiting for the brand's confirmation. */
export function feeStatus(agency: BrandAgency): { inForce: string; waiting: string | null } {
  return {
    inForce: agency.feePercent === null ? 'Sin comisión' : feeLabel(agency.feePercent),
    waiting: agency.proposedFeePercent === null ? null : `${feeLabel(agency.proposedFeePercent)}, pendiente de confirmación`,
  };
}
