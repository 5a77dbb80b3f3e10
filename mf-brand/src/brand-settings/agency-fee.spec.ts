import type { BrandAgency } from '@afilia/contracts';
import { feeInForce, feeStatus } from './agency-fee';

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
  it('is a percentage with at most two decimals, in es-AR, or none', () => {
    expect(feeInForce(10)).toBe('10%');
    expect(feeInForce(12.5)).toBe('12,5%');
    expect(feeInForce(33.33)).toBe('33,33%');
    expect(feeInForce(null)).toBe('Sin comisión');
  });

  it('says when there is none, and what waits for the brand', () => {
    expect(feeStatus(agency)).toEqual({ inForce: 'Sin comisión', waiting: null });
    expect(feeStatus({ ...agency, feePercent: 10, proposedFeePercent: 12.5 })).toEqual({
      inForce: '10%',
      waiting: '12,5%, pendiente de confirmación',
    });
  });
});
