import { STORE_TEXTS } from '@afilia/contracts';

export interface StoreReturnNotice {
  type: 'success' | 'error';
  text: string;
}

/**
 * What the Tiendanube callback page hands back in the query (seed 002 §2): `?success=connected`
 * or `?error={message}`. Brand settings (and the generic settings) toast it once on arrival and
 * then clear the query.
 */
export function storeReturnNotice(params: URLSearchParams): StoreReturnNotice | null {
  const error = params.get('error');
  if (error !== null) return { type: 'error', text: `Error al conectar con Tiendanube: ${error}` };
  if (params.get('success') === 'connected') return { type: 'success', text: STORE_TEXTS.connected };
  return null;
}
