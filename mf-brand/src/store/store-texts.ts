/** The store screens' own texts (seed 000 §8, seed 002 §8); what the service answers comes from contracts. */
export const STORE_SCREEN_TEXTS = {
  synced: 'Tienda sincronizada',
  notSynced: 'Sin sincronizar',
  connected: 'Conectada',
  notConnected: 'No conectada',
  disconnectError: 'Error al desconectar',
  authorizeUrlError: 'No se pudo generar la URL de autorización',
  nothingToSync: 'No hay productos para sincronizar',
  /** The label of the local sandbox store (not a real Tiendanube store). */
  sandboxLabel: 'Tienda de prueba',
  /** Why Tiendanube ended the connection (the seeds give no text; docs/decisions.md). */
  disconnectReason: {
    uninstalled:
      'La aplicación de Afilia se desinstaló de tu tienda en Tiendanube. Volvé a conectarla para sincronizar productos y registrar ventas.',
    token_revoked:
      'Tiendanube dejó de aceptar el acceso de Afilia a tu tienda. Volvé a conectarla para sincronizar productos y registrar ventas.',
  },
} as const;

/** A failed 'Conectar Tienda' (seed 000 §8, seed 002 §8). */
export function connectFailureText(error: unknown): string {
  // The gateway answered with a reason: say it. Anything else (no answer, no authUrl in it) means
  // there is no URL to go to.
  if (error instanceof Error && error.name === 'ApiError') return `No se pudo iniciar la conexión con Tiendanube: ${error.message}`;
  return STORE_SCREEN_TEXTS.authorizeUrlError;
}
