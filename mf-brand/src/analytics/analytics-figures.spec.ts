import type { AnalyticsCampaign, ClickQuality } from '@afilia/contracts';
import { ctrTag, qualityBreakdown, qualityTag, topCampaigns } from './analytics-figures';

const quality = (percent: number, clicks = 10): ClickQuality => ({ clicks, unique: 5, bots: 2, repeats: 2, flagged: 1, percent });

describe('the analytics screen’s figures', () => {
  it('colours the CTR badge by the seed’s thresholds', () => {
    expect(ctrTag(9)).toEqual({ color: 'success', text: '9,0%' });
    expect(ctrTag(5.25)).toEqual({ color: 'default', text: '5,3%' });
    expect(ctrTag(0)).toEqual({ color: 'error', text: '0,0%' });
  });

  it('reads click quality as high, fair or low, and says the counts behind it', () => {
    expect(qualityTag(quality(85))).toMatchObject({ color: 'success', label: 'Alta' });
    expect(qualityTag(quality(50))).toMatchObject({ color: 'warning', label: 'Media' });
    expect(qualityTag(quality(10))).toMatchObject({ color: 'error', text: '10,0% · Baja' });
    expect(qualityTag(quality(0, 0)).text).toBe('Sin clics');
    expect(qualityBreakdown(quality(50))).toBe('5 únicos de 10 clics: 2 repetidos, 2 de bots, 1 marcados como sospechosos');
  });

  it('charts the 5 most clicked campaigns, names cut at 15 characters', () => {
    const campaign = (name: string, clicks: number): AnalyticsCampaign => ({
      campaignId: '00000000-0000-4000-8000-000000000001',
      campaignName: name,
      clicks,
      conversions: 0,
      quality: quality(50),
    });
    const top = topCampaigns(['A', 'B', 'C', 'D', 'E', 'F'].map((n, i) => campaign(n, i)).concat(campaign('Temporada de otoño 2026', 99)));
    expect(top.map((c) => c.name)).toEqual(['Temporada de ot...', 'F', 'E', 'D', 'C']);
  });
});
