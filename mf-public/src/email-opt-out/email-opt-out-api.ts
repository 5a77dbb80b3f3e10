import { emailOptOutSchema, type EmailOptOut } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** The opt-out link of a brand's e-mails (decision 230): read without a session, then the refusal. Pact pins both. */
export function emailOptOutApi(api: ApiClient) {
  return {
    lookup(token: string): Promise<EmailOptOut> {
      return api.post('/email-opt-outs/lookup', { token }, { auth: false, schema: emailOptOutSchema });
    },
    optOut(token: string): Promise<EmailOptOut> {
      return api.post('/email-opt-outs', { token }, { auth: false, schema: emailOptOutSchema });
    },
  };
}
