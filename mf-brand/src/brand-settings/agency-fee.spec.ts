import type { BrandAgency } from '@afilia/contracts';
import { feeLabel, feeStatus } from './agency-fee';

const agency: BrandAgency = {
  agencyId: '00000000-0000-4000-8000-0000000000a1',
  name: 'Agencia Norte',
  linkedAt: '2026-11-26T12:00:00.000Z',
  feePercent: null,
  feeConfirmedAt: null,
  proposedFeePercent: null,
  feeProposedAt: null,
};

describe('an agency’s fee as the brand reads it', () => {
  it('is a percentage with at most two decimals, in es-AR', () => {
    expect(feeLabel(10)).toBe('10 %');
    expect(feeLabel(12.5)).toBe('12,5 %');
    expect(feeLabel(33.33)).toBe('33,33 %');
  });

  it('says when there is none, and what waits for the brand', () => {
    expect(feeStatus(agency)).toEqual({ inForce: 'Sin comisión', waiting: null });
    expect(feeStatus({ ...agency, feePercent: 10, proposedFeePercent: 12.5 })).toEqual({
      inForce: '10 %',
      waiting: '12,5 %, pendiente de confirmación',
    });
  });
});
