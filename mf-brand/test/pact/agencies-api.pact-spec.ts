import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, isoTime, jsonResponse, signedInApi } from '../../../shell/test/pact-support/gateway-consumer.js';
import { agenciesApi } from '../../src/brand-settings/agencies-api.js';
import { agencyFeesApi } from '../../src/agency-fees/agency-fees-api.js';

const { like, eachLike, integer, number, uuid, fromProviderState } = MatchersV3;

const pact = gatewayPact('mf-brand');

const BRAND_ID = '39b87384-f323-4962-ae7a-05e2e876abc8';
const AGENCY_ID = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const agency = (fee: { feePercent: unknown; proposedFeePercent: unknown }) => ({
  agencyId: uuid(AGENCY_ID),
  name: like('Agencia Norte'),
  linkedAt: isoTime(),
  feePercent: fee.feePercent,
  feeConfirmedAt: fee.feePercent === null ? null : isoTime(),
  proposedFeePercent: fee.proposedFeePercent,
  feeProposedAt: fee.proposedFeePercent === null ? null : isoTime(),
});

describe('mf-brand agencies client against the gateway', () => {
  it('lists the brand’s agencies with the fee one asked for', () =>
    pact
      .addInteraction()
      .given('a brand with an agency that asked for a fee')
      .uponReceiving('a request for the brand’s agencies')
      .withRequest('GET', fromProviderState('/api/v1/brands/${brandId}/agencies', `/api/v1/brands/${BRAND_ID}/agencies`), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody({ hasOwner: true, agencies: eachLike(agency({ feePercent: null, proposedFeePercent: number(12.5) })) }),
      )
      .executeTest(async (mock) => {
        const answer = await agenciesApi(signedInApi(mock.url)).list(BRAND_ID);
        expect(answer.agencies[0]).toMatchObject({ name: 'Agencia Norte', feePercent: null, proposedFeePercent: 12.5 });
      }));

  it('confirms the fee the agency asked for', () =>
    pact
      .addInteraction()
      .given('a brand with an agency that asked for a fee')
      .uponReceiving('the owner’s confirmation of the agency’s fee')
      .withRequest(
        'POST',
        fromProviderState(
          '/api/v1/brands/${brandId}/agencies/${agencyId}/confirm-fee',
          `/api/v1/brands/${BRAND_ID}/agencies/${AGENCY_ID}/confirm-fee`,
        ),
        (b) => b.headers(bearer).jsonBody({}),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody({ hasOwner: true, agencies: eachLike(agency({ feePercent: number(12.5), proposedFeePercent: null })) }),
      )
      .executeTest(async (mock) => {
        const answer = await agenciesApi(signedInApi(mock.url)).confirmFee(BRAND_ID, AGENCY_ID);
        expect(answer.agencies[0]).toMatchObject({ feePercent: 12.5, proposedFeePercent: null });
      }));

  it('reads the agency’s fees per brand', () =>
    pact
      .addInteraction()
      .given('an agency whose fee a brand confirmed')
      .uponReceiving('a request for the agency’s fees per brand')
      .withRequest('GET', '/api/v1/payouts/agency-fees', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike({
            brandId: uuid(BRAND_ID),
            brandName: like('Luna Ropa'),
            feePercent: number(12.5),
            earnedCents: integer(0),
            pendingCents: integer(0),
            paidCents: integer(0),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const [fees] = await agencyFeesApi(signedInApi(mock.url)).byBrand();
        expect(fees).toMatchObject({ brandName: 'Luna Ropa', feePercent: 12.5, earnedCents: 0 });
      }));
});
