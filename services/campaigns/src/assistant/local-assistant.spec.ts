import type { AiChatMessage } from '@afilia/contracts';
import { LocalCampaignAssistant, parseAmount } from './local-assistant.js';

const assistant = new LocalCampaignAssistant();

/** The assistant's reply after these user messages (its own earlier replies do not matter to it). */
async function after(...answers: string[]) {
  const messages: AiChatMessage[] = answers.map((content) => ({ role: 'user', content }));
  return assistant.next(messages);
}

describe('es-AR amounts', () => {
  it.each([
    ['$0,50', 0.5],
    ['1.500,50', 1500.5],
    ['1500.5', 1500.5],
    ['$50.000', 50000],
    ['1.000.000', 1000000],
    ['unos 200 clics', 200],
    ['nada', null],
  ])('%s → %s', (text, value) => expect(parseAmount(text)).toBe(value));
});

describe('the embedded campaign assistant', () => {
  it('asks the kind first when the objective does not say it', async () => {
    expect((await after('Quiero vender más')).message).toMatch(/CPC.*conversión/);
  });

  it('gathers a CPC campaign one field at a time, then proposes it', async () => {
    expect((await after('Quiero una campaña CPC')).message).toBe('¿Cómo se va a llamar la campaña?');
    expect((await after('Quiero una campaña CPC', 'Clics de verano')).message).toMatch(/por cada clic/);
    expect((await after('CPC', 'Clics de verano', '$0,50')).message).toMatch(/como máximo/);
    expect((await after('CPC', 'Clics de verano', '$0,50', '1000')).message).toMatch(/presupuesto total/);
    expect((await after('CPC', 'Clics de verano', '$0,50', '1000', '$50.000')).message).toMatch(/URL/);
    const turn = await after('CPC', 'Clics de verano', '$0,50', '1000', '$50.000', 'tienda');
    expect(turn.create).toEqual({
      campaignType: 'cpc',
      name: 'Clics de verano',
      description: null,
      costPerClickCents: 50,
      maxClicksPerCreator: 1000,
      totalBudgetCents: 5_000_000,
      budgetPerCreatorCents: null,
      targetUrl: null,
      startDate: null,
      endDate: null,
    });
    expect(turn.message).toContain('$0,50 por clic');
  });

  it('says what is wrong with an answer and asks again, with the campaign rules’ texts', async () => {
    expect((await after('CPC', 'Clics', '0')).message).toBe(
      'El costo por clic debe ser de al menos $0,01. ¿Cuánto pagás por cada clic? Por ejemplo: $0,50.',
    );
    expect((await after('CPC', 'Clics', '$1', '0,5')).message).toMatch(/^La cantidad máxima de clics debe ser al menos 1\./);
    expect((await after('CPC', 'Clics', '$1', '10', 'sin límite', 'no sé')).message).toMatch(/^URL inválida\./);
    expect((await after('CPC', 'Clics', '$1', '10', 'sin límite', 'no')).create).toMatchObject({ totalBudgetCents: null, targetUrl: null });
  });

  it('gathers a conversion campaign: a commission and the URL where it happens', async () => {
    expect((await after('Campaña por conversión de registros', 'Leads')).message).toMatch(/comisión/);
    expect((await after('conversión', 'Leads', '150%')).message).toMatch(/^La comisión debe estar entre 0,01% y 100%\./);
    expect((await after('conversión', 'Leads', '20%', 'tienda')).message).toMatch(/^URL inválida\./);
    const turn = await after('conversión', 'Leads', '$500 fijo', 'https://tienda.example/alta');
    expect(turn.create).toMatchObject({
      campaignType: 'conversion',
      commissionType: 'fixed',
      commissionValue: 50000,
      target: { kind: 'url', url: 'https://tienda.example/alta' },
    });
  });
});
