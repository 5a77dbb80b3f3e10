import { chartName, conversionRateText, cpcProgressPercent, ctrBadge, formatRate, ratePercent } from './link-figures.js';

describe('link figures', () => {
  it('conversion rate: sales over clicks with one decimal, 0 without clicks', () => {
    expect(conversionRateText(1, 40)).toBe('2,5%');
    expect(conversionRateText(2, 3)).toBe('66,7%');
    expect(conversionRateText(0, 0)).toBe('0,0%');
    expect(conversionRateText(5, 0)).toBe('0,0%');
    expect(formatRate(100)).toBe('100,0%');
  });

  it('CPC progress: clicks over the quota, never past 100 %', () => {
    expect(cpcProgressPercent(25, 100)).toBe(25);
    expect(cpcProgressPercent(150, 100)).toBe(100);
    expect(cpcProgressPercent(0, 0)).toBe(0);
    expect(ratePercent(1, 3)).toBeCloseTo(33.333, 2);
  });

  it('CTR badge thresholds: 8 and up, 4 to under 8, under 4', () => {
    expect(ctrBadge(12)).toBe('default');
    expect(ctrBadge(8)).toBe('default');
    expect(ctrBadge(7.99)).toBe('secondary');
    expect(ctrBadge(4)).toBe('secondary');
    expect(ctrBadge(3.99)).toBe('destructive');
    expect(ctrBadge(0)).toBe('destructive');
  });

  it('cuts campaign names at 15 characters for the charts, by character not by byte', () => {
    expect(chartName('Invierno')).toBe('Invierno');
    expect(chartName('Quince letras..')).toBe('Quince letras..');
    expect(chartName('Temporada de otoño 2026')).toBe('Temporada de ot...');
    expect(chartName('ñññññññññññññññññ')).toBe('ñññññññññññññññ...');
  });
});
