import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CampaignsRequests } from '@afilia/contracts';
import { brandActor, creatorActor } from '@afilia/service-kit/testing';
import { OpenAiCampaignAssistant } from '../../src/assistant/openai-assistant.js';
import { CampaignsHarness } from '../support/campaigns-harness.js';

const campaigns = new CampaignsHarness();
beforeAll(() => campaigns.start());
afterAll(() => campaigns.stop());

const user = (...answers: string[]) => answers.map((content) => ({ role: 'user' as const, content }));

describe('the campaign assistant (embedded)', () => {
  it('creates a CPC campaign from the conversation, through the campaign rules', async () => {
    const brand = brandActor();
    // Its clicks go to the brand's own domain (issue 34 §3).
    await campaigns.db.query(`INSERT INTO tracking.brand_domains (brand_id, host, source) VALUES ($1, 'tienda.example', 'pixel')`, [
      brand.brandIds[0],
    ]);
    const reply = await campaigns.call(
      CampaignsRequests.assistantReply,
      { messages: user('Quiero una campaña CPC', 'Clics de primavera', '$0,75', '400', '$3.000', 'https://tienda.example/primavera') },
      brand,
    );
    expect(reply).toMatchObject({ campaignCreated: true });
    expect(reply.message).toMatch(/^¡Campaña creada!/);
    expect(await campaigns.call(CampaignsRequests.getCampaign, { id: reply.campaignId! }, brand)).toMatchObject({
      campaignType: 'cpc',
      name: 'Clics de primavera',
      costPerClickCents: 75,
      maxClicksPerCreator: 400,
      totalBudgetCents: 300_000,
      targetUrl: 'https://tienda.example/primavera',
    });
  });

  it('answers a refusal of the rules as its reply: a conversion campaign without a pixel', async () => {
    const reply = await campaigns.call(
      CampaignsRequests.assistantReply,
      { messages: user('conversión', 'Leads', '20%', 'https://tienda.example/alta') },
      brandActor(),
    );
    expect(reply).toEqual({
      message: 'Debes instalar el píxel de conversión antes de crear una campaña por conversión',
      campaignCreated: false,
      campaignId: null,
    });
  });

  it('is for brands; without a transcription endpoint the microphone says so', async () => {
    expect(await campaigns.failure(CampaignsRequests.assistantReply, { messages: user('CPC') }, creatorActor())).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await campaigns.failure(CampaignsRequests.transcribeAudio, { audio: 'AAAA' }, brandActor())).toEqual({
      code: 'TRANSCRIPTION_UNAVAILABLE',
      message: 'No se pudo transcribir el audio',
    });
  });
});

/** A local server that speaks the OpenAI API: it records what it is sent and answers what the test sets. */
describe('the OpenAI-compatible adapter, against a local server speaking that API', () => {
  let server: Server;
  let baseUrl: string;
  const seen: { path: string; auth: string | undefined; contentType: string | undefined; body: string }[] = [];
  let answer: { status: number; json: unknown } = { status: 200, json: {} };

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      seen.push({ path: req.url ?? '', auth: req.headers.authorization, contentType: req.headers['content-type'], body: await read(req) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const adapter = () =>
    new OpenAiCampaignAssistant({ baseUrl, apiKey: 'test-key', model: 'modelo-local', transcriptionModel: 'voz-local' });

  it('sends the conversation with the create_campaign tool, and reads a plain reply', async () => {
    answer = { status: 200, json: { choices: [{ message: { role: 'assistant', content: '¿Cuánto pagás por clic?' } }] } };
    expect(await adapter().next(user('CPC'))).toEqual({ message: '¿Cuánto pagás por clic?' });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ path: '/v1/chat/completions', auth: 'Bearer test-key' });
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ model: 'modelo-local', tools: [{ function: { name: 'create_campaign' } }] });
    expect(body.messages[0].role).toBe('system');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'CPC' });
  });

  it('turns a tool call into a campaign checked with the contracts, or its first problem', async () => {
    const call = (args: object) => ({
      status: 200,
      json: {
        choices: [
          {
            message: {
              content: null,
              tool_calls: [{ type: 'function', function: { name: 'create_campaign', arguments: JSON.stringify(args) } }],
            },
          },
        ],
      },
    });
    answer = call({ campaignType: 'cpc', name: 'Clics', costPerClickCents: 40, maxClicksPerCreator: 100 });
    expect((await adapter().next(user('listo'))).create).toMatchObject({
      campaignType: 'cpc',
      costPerClickCents: 40,
      totalBudgetCents: null,
    });
    answer = call({ campaignType: 'cpc', name: 'Clics', costPerClickCents: 0, maxClicksPerCreator: 100 });
    expect(await adapter().next(user('listo'))).toEqual({ message: 'El costo por clic debe ser de al menos $0,01. ¿Me lo corregís?' });
  });

  it('a failing endpoint answers “No se pudo enviar el mensaje”; transcription goes as multipart', async () => {
    answer = { status: 500, json: { error: 'boom' } };
    await expect(adapter().next(user('hola'))).rejects.toMatchObject({
      body: { code: 'ASSISTANT_UNAVAILABLE', message: 'No se pudo enviar el mensaje' },
    });
    answer = { status: 200, json: { text: 'Quiero una campaña CPC' } };
    expect(await adapter().transcribe(Buffer.from('audio'))).toBe('Quiero una campaña CPC');
    const request = seen.at(-1)!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.contentType).toMatch(/^multipart\/form-data/);
    expect(request.body).toContain('voz-local');
  });
});
