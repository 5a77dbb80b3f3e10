import { createCampaignRequestSchema, firstIssue, type AiChatMessage } from '@afilia/contracts';
import { DomainError } from '@afilia/service-kit';
import type { AssistantCampaign, AssistantTurn, CampaignAssistant, Transcriber } from './campaign-assistant.js';

/** An OpenAI-compatible endpoint: its base URL (…/v1), key and models. */
export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  transcriptionModel: string;
  /** For tests: the fetch to use. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const SYSTEM = `Sos el asistente de Afilia que ayuda a una marca argentina a crear una campaña de afiliados.
Hablás en español rioplatense, breve y claro. Hay dos tipos: CPC (la marca paga por clic: costo por clic, clics máximos por creador, presupuesto total opcional, URL de destino opcional) y conversión (CPL/CPA: comisión en porcentaje o monto fijo por conversión y la URL donde ocurre).
Preguntá de a un dato por vez lo que falte. Los montos van en centavos de peso en la herramienta (50 centavos = 50, $500 = 50000). Cuando tengas todo, llamá a create_campaign.`;

/** The tool the model calls to create the campaign; its arguments are checked with the contracts schema. */
const TOOL = {
  type: 'function',
  function: {
    name: 'create_campaign',
    description: 'Crea la campaña CPC o por conversión de la marca con los datos reunidos.',
    parameters: {
      type: 'object',
      properties: {
        campaignType: { type: 'string', enum: ['cpc', 'conversion'] },
        name: { type: 'string' },
        description: { type: 'string' },
        costPerClickCents: { type: 'integer', minimum: 1 },
        maxClicksPerCreator: { type: 'integer', minimum: 1 },
        totalBudgetCents: { type: 'integer', minimum: 1 },
        targetUrl: { type: 'string' },
        commissionType: { type: 'string', enum: ['percentage', 'fixed'] },
        commissionValue: { type: 'number' },
      },
      required: ['campaignType', 'name'],
    },
  },
} as const;

interface ChatCompletion {
  choices?: { message?: { content?: string | null; tool_calls?: { function?: { name?: string; arguments?: string } }[] } }[];
}

/** The model's arguments as the service's request (a conversion campaign targets its URL). */
function requestOf(args: Record<string, unknown>): unknown {
  if (args.campaignType === 'conversion')
    return {
      campaignType: 'conversion',
      name: args.name,
      description: args.description ?? null,
      commissionType: args.commissionType,
      commissionValue: args.commissionValue,
      target: { kind: 'url', url: args.targetUrl ?? '' },
    };
  return {
    campaignType: 'cpc',
    name: args.name,
    description: args.description ?? null,
    costPerClickCents: args.costPerClickCents,
    maxClicksPerCreator: args.maxClicksPerCreator,
    totalBudgetCents: args.totalBudgetCents ?? null,
    targetUrl: args.targetUrl ?? null,
  };
}

/**
 * The assistant behind any OpenAI-compatible chat-completions endpoint (OpenAI, a local model
 * server…), with a `create_campaign` tool; and its audio transcription. A failure of the
 * endpoint answers ASSISTANT_UNAVAILABLE ('No se pudo enviar el mensaje').
 */
export class OpenAiCampaignAssistant implements CampaignAssistant, Transcriber {
  private readonly fetch: typeof fetch;

  constructor(private readonly settings: OpenAiSettings) {
    this.fetch = settings.fetch ?? fetch;
  }

  async next(messages: AiChatMessage[]): Promise<AssistantTurn> {
    const body = {
      model: this.settings.model,
      messages: [{ role: 'system', content: SYSTEM }, ...messages.map((m) => ({ role: m.role, content: m.content }))],
      tools: [TOOL],
    };
    const answer = (await this.post(
      '/chat/completions',
      JSON.stringify(body),
      'application/json',
      'ASSISTANT_UNAVAILABLE',
    )) as ChatCompletion;
    const message = answer.choices?.[0]?.message;
    const call = message?.tool_calls?.find((c) => c.function?.name === 'create_campaign');
    if (call?.function?.arguments) {
      let args: Record<string, unknown>;
      try {
        args = JSON.parse(call.function.arguments) as Record<string, unknown>;
      } catch {
        throw new DomainError('ASSISTANT_UNAVAILABLE');
      }
      const checked = createCampaignRequestSchema.safeParse(requestOf(args));
      if (!checked.success || checked.data.campaignType === 'standard')
        return {
          message: checked.success ? 'Solo puedo crear campañas CPC o por conversión.' : `${firstIssue(checked.error)}. ¿Me lo corregís?`,
        };
      return { message: message?.content || 'Listo, creo la campaña.', create: checked.data as AssistantCampaign };
    }
    if (!message?.content) throw new DomainError('ASSISTANT_UNAVAILABLE');
    return { message: message.content };
  }

  async transcribe(audio: Buffer): Promise<string> {
    const form = new FormData();
    form.append('model', this.settings.transcriptionModel);
    form.append('language', 'es');
    form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/webm' }), 'audio.webm');
    const answer = (await this.post('/audio/transcriptions', form, undefined, 'TRANSCRIPTION_UNAVAILABLE')) as { text?: unknown };
    if (typeof answer.text !== 'string') throw new DomainError('TRANSCRIPTION_UNAVAILABLE');
    return answer.text;
  }

  private async post(
    path: string,
    body: string | FormData,
    contentType: string | undefined,
    failure: 'ASSISTANT_UNAVAILABLE' | 'TRANSCRIPTION_UNAVAILABLE',
  ): Promise<unknown> {
    const headers: Record<string, string> = {};
    if (contentType) headers['content-type'] = contentType;
    if (this.settings.apiKey) headers.authorization = `Bearer ${this.settings.apiKey}`;
    try {
      const res = await this.fetch(`${this.settings.baseUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 30_000),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      return await res.json();
    } catch {
      throw new DomainError(failure);
    }
  }
}

/** Without a transcription endpoint, the microphone answers 'No se pudo transcribir el audio'. */
export class NoTranscriber implements Transcriber {
  async transcribe(): Promise<string> {
    throw new DomainError('TRANSCRIPTION_UNAVAILABLE');
  }
}
