import { z } from 'zod';

/**
 * The error catalogue: every error a service or the gateway can answer, with its HTTP status
 * and the Spanish text shown to the person. Services raise a code; the gateway maps it to the
 * status and to this text (or to the more precise message the service attached, e.g. the first
 * validation issue).
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'Los datos enviados no son válidos' },
  MALFORMED_JSON: { status: 400, message: 'El cuerpo de la solicitud no es JSON válido' },
  UNAUTHENTICATED: { status: 401, message: 'No hay sesión activa' },
  SESSION_EXPIRED: { status: 401, message: 'Tu sesión expiró. Iniciá sesión de nuevo.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Email o contraseña incorrectos' },
  FORBIDDEN: { status: 403, message: 'No tenés permiso para realizar esta acción' },
  NOT_FOUND: { status: 404, message: 'No encontrado' },
  ROUTE_NOT_FOUND: { status: 404, message: 'La ruta solicitada no existe' },
  EMAIL_TAKEN: { status: 409, message: 'Ya existe una cuenta con este email' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La solicitud es demasiado grande' },
  /** A body of a type the route does not take (a file sent to a JSON route, JSON to an upload). */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Esta ruta no acepta ese tipo de contenido' },
  /** A URL or headers longer than the server reads (16 KB): refused before any route. */
  HEADERS_TOO_LARGE: { status: 431, message: 'La dirección o los encabezados de la solicitud son demasiado largos' },
  RATE_LIMITED: { status: 429, message: 'Demasiados intentos. Esperá un momento y volvé a intentar.' },
  /** A second-step code that is wrong, used already or from another app (decision 192). */
  TWO_FACTOR_CODE_INVALID: { status: 400, message: 'El código no es correcto. Revisá tu app de autenticación e intentá de nuevo.' },
  /** The sign-in's second step came too late, too many times wrong, or twice. */
  TWO_FACTOR_CHALLENGE_EXPIRED: { status: 401, message: 'El ingreso venció. Ingresá tu email y contraseña de nuevo.' },
  /** Too many wrong codes on one account in a quarter hour (TWO_FACTOR_FAILURE_LIMIT). */
  TWO_FACTOR_LOCKED: { status: 429, message: 'Demasiados códigos incorrectos. Esperá 15 minutos y volvé a intentar.' },
  /** Admins keep their second step: a stolen password alone must not open an admin's account. */
  TWO_FACTOR_REQUIRED: { status: 409, message: 'Los administradores no pueden desactivar la verificación en dos pasos' },
  /** Confirming or renewing before an app is set up, or setting up one twice. */
  TWO_FACTOR_STATE: { status: 409, message: 'Primero configurá tu app de autenticación' },
  RESET_TOKEN_MISSING: { status: 400, message: 'Token no válido' },
  RESET_TOKEN_INVALID: { status: 400, message: 'Token inválido o expirado' },
  RESET_TOKEN_USED: { status: 400, message: 'Este token ya fue utilizado' },
  RESET_TOKEN_EXPIRED: { status: 400, message: 'Token expirado. Solicitá un nuevo link' },
  STORE_NOT_CONNECTED: { status: 409, message: 'Conecta primero tu tienda de Tiendanube' },
  STORE_PAYMENT_REQUIRED: {
    status: 409,
    message: 'Tiendanube rechazó la solicitud: la tienda o la aplicación tiene un pago pendiente (402)',
  },
  TIENDANUBE_ERROR: { status: 502, message: 'Error de Tiendanube' },
  /** A discount or link code the brand already uses (seed 002 §5 custom link). */
  CODE_TAKEN: { status: 409, message: 'Este código ya existe, usa otro' },
  CAMPAIGN_NOT_FOUND: { status: 404, message: 'Campaña no encontrada' },
  /** The audit rule (seeds 001 §4, 002 §5): the service says how many sales ('Este link ya generó N venta(s)…'). */
  LINK_HAS_SALES: { status: 409, message: 'No se puede eliminar un link que ya generó ventas' },
  /** A state machine refused a change; the service names the reason. */
  INVALID_TRANSITION: { status: 409, message: 'No se puede hacer ese cambio en este momento' },
  PIXEL_REQUIRED: { status: 409, message: 'Debes instalar el píxel de conversión antes de crear una campaña por conversión' },
  /** The assistant's model or the transcription endpoint failed or is not configured. */
  ASSISTANT_UNAVAILABLE: { status: 503, message: 'No se pudo enviar el mensaje' },
  TRANSCRIPTION_UNAVAILABLE: { status: 503, message: 'No se pudo transcribir el audio' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'Aplicación no encontrada' },
  /** The service says the figures: 'Presupuesto insuficiente. Total disponible: X, ya asignado: Y' (seed 002 §5). */
  BUDGET_INSUFFICIENT: { status: 409, message: 'Presupuesto insuficiente' },
  OAUTH_STATE_INVALID: { status: 400, message: 'Error al procesar la conexión: el link de autorización venció o ya fue usado' },
  /** A link to refuse a brand's e-mails (decision 230) that identity did not sign, or whose brand is gone. */
  EMAIL_OPT_OUT_INVALID: { status: 404, message: 'Este link para dejar de recibir emails no es válido' },
  /** An install started from the store (decision 217) that expired, was claimed or never existed. */
  STORE_INSTALLATION_INVALID: {
    status: 404,
    message: 'Esta instalación de Tiendanube venció o ya fue conectada: instalá la app de nuevo desde tu tienda',
  },
  INVALID_SIGNATURE: { status: 401, message: 'Firma inválida' },
  /** A custom shop URL another creator has (seed 001 §5). */
  SLUG_TAKEN: { status: 409, message: 'Esta URL ya está en uso. Elige otra.' },
  /** A name or e-mail the asker already uses for another of its own rows (a list, an internal creator); the service says which. */
  ALREADY_EXISTS: { status: 409, message: 'Ya existe un elemento con esos datos' },
  /** A save made from an older copy than the stored one: it would overwrite newer changes. */
  STALE_REVISION: { status: 409, message: 'Hay cambios más nuevos guardados. Recargá para verlos.' },
  /** A network's statistics could not be synced; the service says which and why ('Error al sincronizar {network}: …', seed 001 §8). */
  SYNC_FAILED: { status: 502, message: 'Error al sincronizar' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'El servicio no está disponible en este momento. Intentá de nuevo en unos minutos.' },
  INTERNAL: { status: 500, message: 'Ocurrió un error inesperado' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const errorCodeSchema = z.enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]]);

/** The body of every error the API answers, and of every error a service replies over NATS. */
export const apiErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  /** For VALIDATION_FAILED: the path of the first failing field. */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function errorFor(code: ErrorCode, message?: string, field?: string): ApiError {
  const error: ApiError = { code, message: message ?? ERROR_CATALOGUE[code].message };
  if (field !== undefined) error.field = field;
  return error;
}

export function statusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** Turns a failed zod parse into the catalogue's validation error, carrying the first issue's text. */
export function validationError(error: z.ZodError): ApiError {
  const first = error.issues[0];
  return errorFor('VALIDATION_FAILED', first?.message, first?.path.join('.'));
}
