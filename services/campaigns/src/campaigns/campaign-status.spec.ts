import { nextCampaignStatus } from './campaign-status.js';

describe('a campaign’s status', () => {
  it('moves between active and inactive (the edit dialog) and active and paused (Pausar, Reanudar)', () => {
    expect(nextCampaignStatus('active', 'inactive')).toBe('inactive');
    expect(nextCampaignStatus('inactive', 'active')).toBe('active');
    expect(nextCampaignStatus('active', 'paused')).toBe('paused');
    expect(nextCampaignStatus('paused', 'active')).toBe('active');
    expect(nextCampaignStatus('active', 'active')).toBe('active');
  });

  it('refuses the rest with its reason in Spanish', () => {
    expect(() => nextCampaignStatus('inactive', 'paused')).toThrow('La campaña está inactiva: activala antes de pausarla');
    expect(() => nextCampaignStatus('paused', 'inactive')).toThrow('La campaña está pausada: reanudala antes de cambiarla');
  });
});
