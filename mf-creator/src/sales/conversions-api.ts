import { conversionListSchema, type ConversionRow } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

export const conversionKeys = { own: ['conversions', 'own'] as const };

/** mf-creator's call for its pixel conversions in 'Mis Ganancias' (issue 34 §1). Pact pins it. */
export function conversionsApi(api: ApiClient) {
  return {
    /** Its counted conversions, newest first: what each earns and where its review stands; no shopper's data. */
    own(): Promise<ConversionRow[]> {
      return api.get('/pixels/conversions', { schema: conversionListSchema });
    },
  };
}
