import { CONVERSION_HOLD_REASONS, CONVERSION_INVALID_REASONS } from '@afilia/contracts';
import {
  commissionBase,
  holdReason,
  invalidReason,
  onBrandDomain,
  type AnomalyFacts,
  type ConversionFacts,
} from './conversion-validity.js';

const valid: ConversionFacts = {
  isTest: false,
  botReason: null,
  pixelActive: true,
  onBrandDomain: true,
  link: { campaignType: 'conversion', campaignActive: true },
  click: { at: 0, sameDevice: true },
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
    [{ click: null }, CONVERSION_INVALID_REASONS.noClick],
    [{ click: { at: 0, sameDevice: false } }, CONVERSION_INVALID_REASONS.otherDevice],
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

const usual: AnomalyFacts = {
  paidOnAmount: true,
  amountCents: 2_500_000,
  maxOrderCents: 100_000_000,
  averageOrder: { cents: 2_000_000, samples: 40 },
  fromAddressToday: 0,
  fromClick: 0,
  link: { conversions: 3, people: 100 },
  campaign: { conversions: 30, people: 1000 },
};

describe('a counted conversion held for its brand', () => {
  it('is not held when nothing is out of the ordinary', () => {
    expect(holdReason(usual)).toBeNull();
  });

  it.each<[Partial<AnomalyFacts>, string | null]>([
    [{ amountCents: 100_000_001 }, CONVERSION_HOLD_REASONS.overMaximum],
    [{ amountCents: 10_000_001 }, CONVERSION_HOLD_REASONS.farAboveAverage],
    // A fixed amount per conversion is paid whatever the page declared.
    [{ amountCents: 99_999_999_900, paidOnAmount: false }, null],
    // An average of a handful of orders says nothing yet.
    [{ amountCents: 10_000_001, averageOrder: { cents: 2_000_000, samples: 4 } }, null],
    [{ fromAddressToday: 3 }, CONVERSION_HOLD_REASONS.manyFromAddress],
    [{ fromAddressToday: 2 }, null],
    [{ fromClick: 1 }, CONVERSION_HOLD_REASONS.clickReused],
    [{ link: { conversions: 5, people: 10 } }, CONVERSION_HOLD_REASONS.rateFarAbove],
    [{ link: { conversions: 4, people: 10 } }, null],
    [{ link: { conversions: 5, people: 10 }, campaign: { conversions: 5, people: 10 } }, null],
  ])('%o → %s', (change, reason) => {
    expect(holdReason({ ...usual, ...change })).toBe(reason);
  });

  it('reckons a percentage on no more than the maximum order value', () => {
    expect(commissionBase(99_999_999_900, 100_000_000)).toBe(100_000_000);
    expect(commissionBase(2_500_000, 100_000_000)).toBe(2_500_000);
  });
});
