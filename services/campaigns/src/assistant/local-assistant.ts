import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_NAME_MAX,
  createCampaignRequestSchema,
  firstIssue,
  formatMoney,
  type AiChatMessage,
} from '@afilia/contracts';
import type { AssistantCampaign, AssistantTurn, CampaignAssistant } from './campaign-assistant.js';

type Kind = 'cpc' | 'conversion';

interface Draft {
  kind?: Kind;
  name?: string;
  costPerClickCents?: number;
  maxClicks?: number;
  /** null: no limit. */
  totalBudgetCents?: number | null;
  commission?: { type: 'percentage' | 'fixed'; value: number };
  /** null: the brand's store. */
  targetUrl?: string | null;
}

type Field = 'kind' | 'name' | 'costPerClickCents' | 'maxClicks' | 'totalBudgetCents' | 'commission' | 'targetUrl';

const QUESTIONS: Record<Field, string> = {
  kind: '¿Qué tipo de campaña querés crear: CPC (pagás por cada clic) o por conversión (CPL/CPA, pagás por cada registro o venta)?',
  name: '¿Cómo se va a llamar la campaña?',
  costPerClickCents: '¿Cuánto pagás por cada clic? Por ejemplo: $0,50.',
  maxClicks: '¿Cuántos clics como máximo le pagás a cada creador? Por ejemplo: 1000.',
  totalBudgetCents: "¿Cuál es el presupuesto total de la campaña? Por ejemplo: $50.000. Si no querés ponerle tope, respondé 'sin límite'.",
  commission: '¿Qué comisión pagás por cada conversión? Un porcentaje (por ejemplo 15%) o un monto fijo (por ejemplo $500).',
  targetUrl: '¿A qué URL tienen que llevar los links?',
};

/** es-AR amounts: '$1.500,50', '1500.5', '0,50', '50 pesos'. Null when it is not a number. */
export function parseAmount(text: string): number | null {
  const match = /-?\d[\d.,]*/.exec(text);
  if (!match) return null;
  let digits = match[0];
  if (digits.includes(',')) digits = digits.replace(/\./g, '').replace(',', '.');
  else if ((digits.match(/\./g) ?? []).length > 1 || /^\d{1,3}(\.\d{3})+$/.test(digits)) digits = digits.replace(/\./g, '');
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

function kindOf(text: string): Kind | null {
  const t = text.toLowerCase();
  if (/\bcpc\b|clic|click/.test(t)) return 'cpc';
  if (/conversi|\bcpl\b|\bcpa\b|lead|registro/.test(t)) return 'conversion';
  return null;
}

function urlOf(text: string): string | null {
  const match = /https?:\/\/\S+/i.exec(text);
  if (!match) return null;
  try {
    return new URL(match[0]).toString();
  } catch {
    return null;
  }
}

const NO_LIMIT = /sin (l[ií]mite|tope)|ilimitado|no\b/i;
const STORE = /^\s*(tienda|mi tienda|la tienda|no|ninguna)\s*$/i;

/** The next field to ask for, in order, for the kind chosen. */
function missing(draft: Draft): Field | null {
  const order: Field[] =
    draft.kind === 'cpc'
      ? ['kind', 'name', 'costPerClickCents', 'maxClicks', 'totalBudgetCents', 'targetUrl']
      : ['kind', 'name', 'commission', 'targetUrl'];
  return order.find((f) => draft[f] === undefined) ?? null;
}

/** Reads one answer into the draft; answers the reason when it does not fit. */
function take(draft: Draft, field: Field, text: string): string | null {
  const amount = parseAmount(text);
  switch (field) {
    case 'kind': {
      const kind = kindOf(text);
      if (!kind) return '';
      draft.kind = kind;
      return null;
    }
    case 'name': {
      const name = text.trim();
      if (!name) return CAMPAIGN_MESSAGES.nameRequired;
      if (name.length > CAMPAIGN_NAME_MAX) return CAMPAIGN_MESSAGES.nameTooLong;
      draft.name = name;
      return null;
    }
    case 'costPerClickCents':
      if (amount === null || Math.round(amount * 100) < 1) return CAMPAIGN_MESSAGES.costPerClick;
      draft.costPerClickCents = Math.round(amount * 100);
      return null;
    case 'maxClicks':
      if (amount === null || !Number.isInteger(amount) || amount < 1) return CAMPAIGN_MESSAGES.maxClicks;
      draft.maxClicks = amount;
      return null;
    case 'totalBudgetCents':
      if (amount === null && NO_LIMIT.test(text)) {
        draft.totalBudgetCents = null;
        return null;
      }
      if (amount === null || Math.round(amount * 100) < 1) return CAMPAIGN_MESSAGES.budget;
      draft.totalBudgetCents = Math.round(amount * 100);
      return null;
    case 'commission': {
      if (amount === null) return CAMPAIGN_MESSAGES.percentage;
      const fixed = /\$|peso|fijo/i.test(text) && !/%/.test(text);
      if (fixed) {
        if (Math.round(amount * 100) < 1) return CAMPAIGN_MESSAGES.fixed;
        draft.commission = { type: 'fixed', value: Math.round(amount * 100) };
      } else {
        if (amount < 0.01 || amount > 100) return CAMPAIGN_MESSAGES.percentage;
        draft.commission = { type: 'percentage', value: amount };
      }
      return null;
    }
    case 'targetUrl': {
      const url = urlOf(text);
      if (url) {
        draft.targetUrl = url;
        return null;
      }
      if (draft.kind === 'cpc' && STORE.test(text)) {
        draft.targetUrl = null;
        return null;
      }
      return text.trim() ? CAMPAIGN_MESSAGES.urlInvalid : CAMPAIGN_MESSAGES.urlRequired;
    }
  }
}

function toRequest(draft: Draft): AssistantCampaign {
  if (draft.kind === 'cpc')
    return {
      campaignType: 'cpc',
      name: draft.name!,
      description: null,
      costPerClickCents: draft.costPerClickCents!,
      maxClicksPerCreator: draft.maxClicks!,
      totalBudgetCents: draft.totalBudgetCents ?? null,
      budgetPerCreatorCents: null,
      targetUrl: draft.targetUrl ?? null,
      startDate: null,
      endDate: null,
    };
  return {
    campaignType: 'conversion',
    name: draft.name!,
    description: null,
    cookieDurationDays: 30,
    commissionType: draft.commission!.type,
    commissionValue: draft.commission!.value,
    target: { kind: 'url', url: draft.targetUrl! },
  };
}

function summary(draft: Draft): string {
  if (draft.kind === 'cpc')
    return `"${draft.name}": ${formatMoney(draft.costPerClickCents!)} por clic, hasta ${draft.maxClicks} clics por creador, presupuesto ${
      draft.totalBudgetCents ? formatMoney(draft.totalBudgetCents) : 'sin límite'
    }.`;
  const c = draft.commission!;
  return `"${draft.name}": ${c.type === 'fixed' ? formatMoney(c.value) : `${c.value}%`} por conversión en ${draft.targetUrl}.`;
}

/**
 * The embedded assistant: deterministic, in Spanish, no network. It asks for each missing field
 * in turn and checks each answer with the campaign rules (the contracts' texts), replaying the
 * whole conversation on every turn, so it keeps no state of its own.
 */
export class LocalCampaignAssistant implements CampaignAssistant {
  async next(messages: AiChatMessage[]): Promise<AssistantTurn> {
    const draft: Draft = {};
    let problem: string | null = null;
    for (const message of messages.filter((m) => m.role === 'user')) {
      const field = missing(draft);
      if (!field) break;
      problem = take(draft, field, message.content);
    }
    const next = missing(draft);
    if (next) {
      const reason = problem ? `${problem}. ` : '';
      return { message: `${reason}${QUESTIONS[next]}` };
    }
    const request = toRequest(draft);
    const checked = createCampaignRequestSchema.safeParse(request);
    if (!checked.success) return { message: `${firstIssue(checked.error)}. ${QUESTIONS.name}` };
    return { message: `Listo, creo la campaña ${summary(draft)}`, create: request };
  }
}
