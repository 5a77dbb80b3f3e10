import { z } from 'zod';
import { actorSchema } from '../../common/roles.js';
import { textField } from '../../common/text.js';

/**
 * A brand's API keys (issue 39 §1, decision 244): named, each with the scopes it may use, shown
 * once, kept only as a keyed hash, revocable, with the time of its last use. A key acts as the
 * brand, through the same access declarations and services as a person, and only on the routes
 * whose scope it holds. Texts of ours: the seeds have none.
 */
export const API_KEY_SCOPES = ['links:read', 'links:write', 'sales:read', 'campaigns:read', 'creators:read', 'conversions:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets a key do, as 'Configuración' → 'API' lists them. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'links:read': 'Leer links y sus clics',
  'links:write': 'Crear y editar links',
  'sales:read': 'Leer ventas y comisiones',
  'campaigns:read': 'Leer campañas',
  'creators:read': 'Leer creadores',
  'conversions:read': 'Leer conversiones del píxel',
};

export const API_KEY_TEXTS = {
  section: 'API',
  intro:
    'Las claves de API dejan que tus sistemas lean y escriban los datos de esta marca. Cada clave actúa como la marca, sólo con los permisos que le des.',
  create: 'Crear clave',
  name: 'Nombre',
  scopes: 'Permisos',
  nameRequired: 'El nombre es requerido',
  nameTooLong: 'El nombre puede tener hasta 60 caracteres',
  invalidText: 'El texto contiene caracteres no válidos',
  scopesRequired: 'Elegí al menos un permiso',
  unknownScope: 'Permiso desconocido',
  created: 'Clave creada',
  shownOnce: 'Copiala ahora: por seguridad no vas a poder verla de nuevo.',
  copy: 'Copiar clave',
  copied: 'Clave copiada',
  revoke: 'Revocar',
  revokeConfirm: '¿Revocar esta clave? Los sistemas que la usan dejarán de poder entrar.',
  revoked: 'Clave revocada',
  lastUsed: 'Último uso',
  neverUsed: 'Nunca',
  none: 'Todavía no creaste claves de API',
  tooMany: 'Una marca puede tener hasta 20 claves activas',
  nameTaken: 'Ya hay una clave activa con ese nombre',
  notFound: 'Clave no encontrada',
  /** A key on a route its scopes do not cover, or on one no key may call (the keys' own screen, for one). */
  scopeDenied: 'Esta clave de API no tiene permiso para esta operación',
  invalid: 'La clave de API no es válida o fue revocada',
} as const;

/** Requests a key may make a minute, across every gateway replica. */
export const API_KEY_REQUESTS_PER_MIN = 600;

/**
 * Keys one address may present that turn out to be no key (made up, revoked, mistyped) in a
 * minute: past it, its key requests are refused for the rest of the minute without asking
 * identity, so guessing keys costs the guesser, not the platform.
 */
export const API_KEY_FAILURES_PER_MIN = 20;

/** Active keys a brand may hold at once. */
export const API_KEYS_MAX = 20;

/** How a key starts: tells it apart from a session's token in the Authorization header. */
export const API_KEY_PREFIX = 'afk_';

/**
 * A whole key: `afk_`, its public id (12 hex digits), `_`, its secret (32 random bytes,
 * base64url). The gateway refuses anything else before asking identity, so a flood of made-up
 * keys costs no lookup.
 */
export const API_KEY_FORMAT = /^afk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: API_KEY_TEXTS.unknownScope });

export const createApiKeyRequestSchema = z.object({
  name: textField({ invalid: API_KEY_TEXTS.invalidText, typeError: API_KEY_TEXTS.nameRequired })
    .trim()
    .min(1, { error: API_KEY_TEXTS.nameRequired })
    .max(60, { error: API_KEY_TEXTS.nameTooLong }),
  scopes: z
    .array(apiKeyScopeSchema, { error: API_KEY_TEXTS.scopesRequired })
    .min(1, { error: API_KEY_TEXTS.scopesRequired })
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)].sort()),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** A key as its brand lists it: never its secret, only the start that tells keys apart. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** `afk_` and the key's public id: what the list and the logs show of it. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  createdByName: z.string(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysSchema = z.array(apiKeySchema);

/** The answer to its creation, the only one that holds the whole key. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** The gateway's question: who a key presented on a request is (identity answers INVALID otherwise). */
export const verifyApiKeyRequestSchema = z.object({ key: z.string().min(1).max(200) });
export const verifiedApiKeySchema = z.object({
  keyId: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** The key's creator, narrowed to the key's brand: a key never reaches beyond it. */
  actor: actorSchema,
});
export type VerifiedApiKey = z.infer<typeof verifiedApiKeySchema>;
