import { waitFor } from '@afilia/service-kit/testing';
import { sharedPlatform } from '../../support/shared-platform.js';

const platform = sharedPlatform();

async function product(token: string, name: string): Promise<string> {
  const res = await platform.api('POST', '/api/v1/products', { token, body: { name, priceCents: 2_500_000 } });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

describe('a campaign’s cycle over HTTP', () => {
  it('a brand creates a standard campaign; a creator proposes; the brand counteroffers; the creator accepts and holds links', async () => {
    const brand = await platform.signUp('brand', 'Marca Norte');
    const creator = await platform.signUp('creator', 'Lola Creadora');
    const products = [await product(brand.token, 'Campera impermeable'), await product(brand.token, 'Mochila urbana')];

    const created = await platform.api('POST', '/api/v1/campaigns', {
      token: brand.token,
      body: { campaignType: 'standard', name: 'Otoño', productIds: products },
    });
    expect(created.status).toBe(201);
    const campaignId = created.json.id as string;

    const available = await platform.api('GET', '/api/v1/campaigns/available', { token: creator.token });
    expect(available.json.find((c: { id: string }) => c.id === campaignId)).toMatchObject({ brandName: 'Marca Norte', myStatus: null });

    const applied = await platform.api('POST', `/api/v1/campaigns/${campaignId}/applications`, {
      token: creator.token,
      body: { proposal: { kind: 'commission', commissionType: 'percentage', commissionValue: 30 } },
    });
    expect(applied).toMatchObject({ status: 201, json: { message: 'Propuesta enviada exitosamente' } });
    const applicationId = applied.json.applicationId as string;

    const review = await platform.api('GET', `/api/v1/applications?campaignId=${campaignId}`, { token: brand.token });
    expect(review.json.applications[0]).toMatchObject({ creatorName: 'Lola Creadora', proposedCommissionValue: 30 });

    // A counteroffer takes the campaign's percentage as its unit: no more than 100 %, on its field.
    const tooMuch = await platform.api('POST', `/api/v1/applications/${applicationId}/counter-offer`, {
      token: brand.token,
      body: { commissionValue: 1_000_000_000 },
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      json: { code: 'VALIDATION_FAILED', message: 'La comisión no puede superar el 100%', field: 'commissionValue' },
    });
    const counter = await platform.api('POST', `/api/v1/applications/${applicationId}/counter-offer`, {
      token: brand.token,
      body: { commissionValue: 22, terms: 'Un reel por semana' },
    });
    expect(counter).toMatchObject({ status: 200, json: { message: 'Contraoferta enviada' } });
    const answer = await platform.api('POST', `/api/v1/applications/${applicationId}/respond`, {
      token: creator.token,
      body: { accept: true },
    });
    expect(answer).toMatchObject({ status: 200, json: { message: 'Contraoferta aceptada' } });

    const links = await waitFor(async () => {
      const res = await platform.api('GET', `/api/v1/links?campaignId=${campaignId}&limit=5`, { token: creator.token });
      return res.json.length === 2 ? res.json : undefined;
    });
    expect(links[0].trackingUrl).toBe(`${platform.baseUrl}/track/${links[0].uniqueCode}`);
    const summary = await platform.api('GET', '/api/v1/dashboard/summary', { token: brand.token });
    expect(summary.json.figures.activeCreators).toBe(1);
  });

  it('answers bad input with the Spanish message on its field, and another brand’s campaign with 404', async () => {
    const brand = await platform.signUp('brand');
    const none = await platform.api('POST', '/api/v1/campaigns', {
      token: brand.token,
      body: { campaignType: 'standard', name: 'X', productIds: [] },
    });
    expect(none).toMatchObject({ status: 400, json: { message: 'Debes seleccionar al menos un producto', field: 'productIds' } });
    const conversion = await platform.api('POST', '/api/v1/campaigns', {
      token: brand.token,
      body: { campaignType: 'conversion', name: 'Leads', target: { kind: 'url', url: 'https://tienda.example/alta' } },
    });
    expect(conversion).toMatchObject({
      status: 409,
      json: { message: 'Debes instalar el píxel de conversión antes de crear una campaña por conversión' },
    });
    const cpc = await platform.api('POST', '/api/v1/campaigns', {
      token: brand.token,
      body: { campaignType: 'cpc', name: 'Clics', costPerClickCents: 50, maxClicksPerCreator: 10 },
    });
    const other = await platform.signUp('brand');
    expect(await platform.api('GET', `/api/v1/campaigns/${cpc.json.id}`, { token: other.token })).toMatchObject({
      status: 404,
      json: { message: 'Campaña no encontrada' },
    });
    expect((await platform.api('POST', `/api/v1/campaigns/${cpc.json.id}/pause`, { token: brand.token })).json.message).toBe(
      'Campaña pausada y métricas guardadas',
    );
    expect((await platform.api('GET', '/api/v1/links?limit=abc', { token: brand.token })).status).toBe(400);
    expect((await platform.api('POST', '/api/v1/campaigns/nope/applications', { token: brand.token, body: {} })).status).toBe(400);
  });

  it('the assistant creates a CPC campaign from a chat; the microphone takes audio only on its route', async () => {
    const brand = await platform.signUp('brand');
    const messages = ['Quiero una campaña CPC', 'Clics de invierno', '$0,40', '500', 'sin límite', 'tienda'].map((content) => ({
      role: 'user',
      content,
    }));
    const turn = await platform.api('POST', '/api/v1/campaigns/assistant', {
      token: brand.token,
      body: { messages: messages.slice(0, 2) },
    });
    expect(turn).toMatchObject({
      status: 200,
      json: { campaignCreated: false, message: '¿Cuánto pagás por cada clic? Por ejemplo: $0,50.' },
    });
    const done = await platform.api('POST', '/api/v1/campaigns/assistant', { token: brand.token, body: { messages } });
    expect(done.json).toMatchObject({ campaignCreated: true });
    const campaign = await platform.api('GET', `/api/v1/campaigns/${done.json.campaignId}`, { token: brand.token });
    expect(campaign.json).toMatchObject({ campaignType: 'cpc', costPerClickCents: 40, maxClicksPerCreator: 500, totalBudgetCents: null });

    const audio = (path: string) =>
      fetch(`${platform.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${brand.token}`, 'content-type': 'audio/webm' },
        body: Buffer.from('1a45dfa3', 'hex'),
      });
    const transcribed = await audio('/api/v1/campaigns/assistant/transcribe');
    expect(transcribed.status).toBe(503);
    expect(await transcribed.json()).toMatchObject({ message: 'No se pudo transcribir el audio' });
    // Anywhere else a file body is refused before it is read (create-gateway.ts).
    expect((await audio('/api/v1/campaigns/assistant')).status).toBe(415);
  });

  it('a creator sends a banner message to a brand, which approves it', async () => {
    const brand = await platform.signUp('brand');
    const creator = await platform.signUp('creator');
    const brandId = brand.user.brands[0].id as string;
    const sent = await platform.api('PUT', '/api/v1/banner-messages', {
      token: creator.token,
      body: { brandId, customMessage: '¡10% off con mi link!' },
    });
    expect(sent).toMatchObject({ status: 200, json: { message: 'Mensaje del banner enviado para aprobación' } });
    const list = await platform.api('GET', '/api/v1/banner-messages', { token: brand.token });
    expect(list.json[0]).toMatchObject({ status: 'pending', creatorName: 'Ana Paz' });
    const moderated = await platform.api('POST', `/api/v1/banner-messages/${list.json[0].id}/moderate`, {
      token: brand.token,
      body: { approve: false },
    });
    expect(moderated.json).toEqual({ message: 'Mensaje del banner rechazado' });
  });
});
