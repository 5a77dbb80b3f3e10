import { formatCommission, type BrandAgency } from '@afilia/contracts';

/** An agency's fee in force as people read it, like any commission in percent ('12,5%'), or 'Sin comisión'. */
export function feeInForce(percent: number | null): string {
  return percent === null ? 'Sin comisión' : formatCommission('percentage', percent);
}

/** An agency's fee as its row reads: the one in force, and one waiting for the brand's confirmation. */
export function feeStatus(agency: BrandAgency): { inForce: string; waiting: string | null } {
  return {
    inForce: feeInForce(agency.feePercent),
    waiting:
      agency.proposedFeePercent === null ? null : `${formatCommission('percentage', agency.proposedFeePercent)}, pendiente de confirmación`,
  };
}
