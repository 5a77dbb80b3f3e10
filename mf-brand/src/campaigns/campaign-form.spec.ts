import { checkCampaignEdit, checkNewCampaign, editValuesOf, NEW_CAMPAIGN_VALUES } from './campaign-form';

const PRODUCT = '00000000-0000-4000-8000-000000000001';

describe('the new campaign dialog’s values', () => {
  it('standard: starts at 15 % and 30 days, needs a product', () => {
    expect(checkNewCampaign('standard', { ...NEW_CAMPAIGN_VALUES, name: 'Verano' }).error?.issues[0]?.message).toBe(
      'Debes seleccionar al menos un producto',
    );
    expect(checkNewCampaign('standard', { ...NEW_CAMPAIGN_VALUES, name: 'Verano', productIds: [PRODUCT] }).data).toMatchObject({
      campaignType: 'standard',
      commissionValue: 15,
      cookieDurationDays: 30,
    });
  });

  it('a fixed commission goes out in cents', () => {
    const checked = checkNewCampaign('standard', {
      ...NEW_CAMPAIGN_VALUES,
      name: 'V',
      productIds: [PRODUCT],
      commissionType: 'fixed',
      commissionValue: 1500.5,
    });
    expect(checked.data).toMatchObject({ commissionType: 'fixed', commissionValue: 150050 });
  });

  it('conversion: a product or a URL, each named when missing', () => {
    expect(checkNewCampaign('conversion', { ...NEW_CAMPAIGN_VALUES, name: 'Leads' }).error?.issues[0]?.message).toBe(
      'Debes seleccionar un producto',
    );
    expect(checkNewCampaign('conversion', { ...NEW_CAMPAIGN_VALUES, name: 'Leads', targetKind: 'url' }).error?.issues[0]?.message).toBe(
      'Debes ingresar una URL personalizada',
    );
    expect(
      checkNewCampaign('conversion', { ...NEW_CAMPAIGN_VALUES, name: 'Leads', targetKind: 'url', targetUrl: 'https://tienda.example/alta' })
        .data,
    ).toMatchObject({ target: { kind: 'url', url: 'https://tienda.example/alta' } });
  });
});

describe('the edit dialog’s values', () => {
  it('round-trips a fixed commission through pesos', () => {
    const campaign = {
      name: 'V',
      description: null,
      commissionType: 'fixed' as const,
      commissionValue: 150050,
      cookieDurationDays: 10,
      status: 'paused' as const,
    };
    const values = editValuesOf(campaign as never);
    expect(values).toMatchObject({ commissionValue: 1500.5, status: 'active' });
    expect(checkCampaignEdit(values).data).toMatchObject({ commissionValue: 150050, cookieDurationDays: 10 });
    expect(checkCampaignEdit({ ...values, name: ' ' }).error?.issues[0]?.message).toBe('El nombre es requerido');
  });
});
