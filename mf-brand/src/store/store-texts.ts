import { STORE_TEXTS } from '@afilia/contracts';

/** A failed 'Conectar Tienda' (seed 000 §8, seed 002 §8). */
export function connectFailureText(error: unknown): string {
  // The gateway answered with a reason: say it. Anything else (no answer, no authUrl in it) means
  // there is no URL to go to.
  if (error instanceof Error && error.name === 'ApiError') return `No se pudo iniciar la conexión con Tiendanube: ${error.message}`;
  return STORE_TEXTS.authorizeUrlError;
}

export const STORE_STATUS_TEXTS = {
  synced: 'Tienda sincronizada',
  notSynced: 'Sin sincronizar',
  connected: 'Conectada',
  notConnected: 'No conectada',
  disconnectError: 'Error al desconectar',
} as const;
