import { z } from 'zod';
import { textField } from '../../common/text.js';

/** The brand's Tiendanube connection as screens see it (never the token). */
export const storeStatusSchema = z.object({
  brandId: z.uuid(),
  connected: z.boolean(),
  storeId: z.string().nullable(),
  storeDomain: z.string().nullable(),
  storeName: z.string().nullable(),
  /** The local sandbox store ('Tienda de prueba') used when no Tiendanube credentials are configured. */
  sandbox: z.boolean(),
  connectedAt: z.string().nullable(),
  /**
   * Why a store that was connected is not any more, when Tiendanube ended it rather than the
   * brand: the app was uninstalled, or the store's token stopped being accepted (401).
   */
  disconnectReason: z.enum(['uninstalled', 'token_revoked']).nullable(),
});
export type StoreStatus = z.infer<typeof storeStatusSchema>;

export const authorizeUrlRequestSchema = z.object({
  brandId: z.uuid().optional(),
  /** Where the callback page sends the person after connecting; only paths of this site. */
  returnPath: textField({ invalid: 'Ruta de retorno inválida' })
    .regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, { error: 'Ruta de retorno inválida' })
    .default('/dashboard/brand-settings'),
});
export const authorizeUrlResponseSchema = z.object({ authUrl: z.url() });

export const tiendanubeCallbackRequestSchema = z.object({
  code: textField({ invalid: 'Código de autorización inválido', typeError: 'Falta el código de autorización' })
    .min(1, { error: 'Falta el código de autorización' })
    .max(512),
  state: textField({ invalid: 'Código de autorización inválido', typeError: 'Falta el código de autorización' }).min(1).max(2048),
});
export const tiendanubeCallbackResponseSchema = z.object({ brandId: z.uuid(), returnPath: z.string(), message: z.string() });

/**
 * An install started in the store (its admin or the app store, decision 217): Tiendanube returns
 * with a code and no state, so the store is connected to no one yet. The code becomes the store's
 * token at once (it lasts minutes) and the installation waits, bound to nothing, for a signed-in
 * brand holding its one-time token to claim it.
 */
export const STORE_INSTALLATION_TTL_HOURS = 24;
export const STORE_INSTALLATION_TOKEN_BYTES = 32;

export const storeInstallRequestSchema = z.object({ code: tiendanubeCallbackRequestSchema.shape.code });

const installationTokenField = textField({ invalid: 'Instalación inválida', typeError: 'Instalación inválida' })
  .min(16, { error: 'Instalación inválida' })
  .max(200, { error: 'Instalación inválida' });

/** What the claim page shows of an installation: the store, and until when it waits. */
export const storeInstallationSchema = z.object({
  storeName: z.string().nullable(),
  storeDomain: z.string().nullable(),
  expiresAt: z.string(),
});
export type StoreInstallation = z.infer<typeof storeInstallationSchema>;

/**
 * The install's outcome: a new store waits for its brand (`token` names it, once, to the browser
 * that installed it); a store some brand already has is simply renewed with the new token, since
 * only that store's admin could have installed it.
 */
export const storeInstallResponseSchema = z.discriminatedUnion('status', [
  storeInstallationSchema.extend({ status: z.literal('waiting'), token: z.string() }),
  z.object({ status: z.literal('renewed'), storeName: z.string().nullable(), message: z.string() }),
]);
export type StoreInstallResponse = z.infer<typeof storeInstallResponseSchema>;

export const storeInstallationLookupSchema = z.object({ token: installationTokenField });
export const claimStoreInstallationSchema = z.object({ token: installationTokenField, brandId: z.uuid().optional() });

export const SYNC_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export const syncJobSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  status: z.enum(SYNC_JOB_STATUSES),
  /** Products read from the store so far, and how many the store says it has. */
  processed: z.number().int(),
  total: z.number().int().nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SyncJob = z.infer<typeof syncJobSchema>;

/** What the catalogue service answers about the store connection; the screens' own texts live with them. */
export const STORE_TEXTS = {
  connected: 'Tiendanube conectado exitosamente',
  disconnected: 'Tiendanube desconectado exitosamente',
  /** The store granted less than the app needs (the seeds give no text; docs/decisions.md). */
  /** The store reinstalled the app from its admin while connected: its new token replaces the old one. */
  renewed: 'Tu tienda ya estaba conectada con Afilia: renovamos su conexión',
  scopesMissing: 'La aplicación de Tiendanube no tiene todos los permisos que Afilia necesita; revisá sus permisos en el Portal de Socios',
} as const;
