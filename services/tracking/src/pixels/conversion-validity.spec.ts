import { CONVERSION_INVALID_REASONS } from '@afilia/contracts';
import { invalidReason, onBrandDomain, type ConversionFacts } from './conversion-validity.js';

const valid: ConversionFacts = {
  isTest: false,
  botReason: null,
  pixelActive: true,
  onBrandDomain: true,
  link: { campaignType: 'conversion', campaignActive: true },
  insideWindow: true,
  repeated: false,
};

describe('a valid conversion', () => {
  it('counts when every rule holds', () => {
    expect(invalidReason(valid)).toBeNull();
  });

  it.each<[Partial<ConversionFacts>, string]>([
    [{ isTest: true }, CONVERSION_INVALID_REASONS.test],
    [{ botReason: 'bot' }, CONVERSION_INVALID_REASONS.bot],
    [{ pixelActive: false }, CONVERSION_INVALID_REASONS.pixelInactive],
    [{ onBrandDomain: false }, CONVERSION_INVALID_REASONS.foreignPage],
    [{ link: null }, CONVERSION_INVALID_REASONS.noCreator],
    [{ link: { campaignType: 'standard', campaignActive: true } }, CONVERSION_INVALID_REASONS.notConversionCampaign],
    [{ link: { campaignType: null, campaignActive: true } }, CONVERSION_INVALID_REASONS.notConversionCampaign],
    [{ link: { campaignType: 'conversion', campaignActive: false } }, CONVERSION_INVALID_REASONS.campaignInactive],
    [{ insideWindow: false }, CONVERSION_INVALID_REASONS.outsideWindow],
    [{ repeated: true }, CONVERSION_INVALID_REASONS.repeated],
  ])('does not count when %o', (change, reason) => {
    expect(invalidReason({ ...valid, ...change })).toBe(reason);
  });

  it('a test says so before anything else', () => {
    expect(invalidReason({ ...valid, isTest: true, botReason: 'bot', link: null })).toBe(CONVERSION_INVALID_REASONS.test);
  });

  it('compares a page with the brand’s sites by host, www. aside, port included', () => {
    const sites = ['https://www.mitienda.com.ar/', null, 'http://127.0.0.1:4010/productos/remera'];
    expect(onBrandDomain('https://mitienda.com.ar/checkout/v3/success/1/ab', sites)).toBe(true);
    expect(onBrandDomain('https://WWW.MITIENDA.COM.AR/gracias', sites)).toBe(true);
    expect(onBrandDomain('http://127.0.0.1:4010/checkout', sites)).toBe(true);
    expect(onBrandDomain('http://127.0.0.1:4011/checkout', sites)).toBe(false);
    expect(onBrandDomain('https://otra.com/gracias', sites)).toBe(false);
    expect(onBrandDomain('https://mitienda.com.ar.otra.com/', sites)).toBe(false);
    expect(onBrandDomain(null, sites)).toBe(false);
    expect(onBrandDomain('no es una url', sites)).toBe(false);
  });
});
