import { sitePath } from '../common/site-path';

/**
 * The decisions of /tiendanube-callback?code=&state=&error= (seed 002 §2, §4): processing, then
 * success (to brand settings with `success=connected` after 1 second) or error (to brand settings
 * with `error={message}` after 2 seconds).
 */
export const SUCCESS_REDIRECT_MS = 1000;
export const ERROR_REDIRECT_MS = 2000;
export const DEFAULT_RETURN_PATH = '/dashboard/brand-settings';
export const NO_SESSION_TEXT = 'No hay sesión activa';
export const MISSING_CODE_TEXT = 'Falta el código de autorización';

export type CallbackStart =
  { kind: 'exchange'; code: string; state: string } | { kind: 'install'; code: string } | { kind: 'error'; message: string };

/**
 * What the query asks for: the store's refusal, a missing code, a code and state to exchange (an
 * install started from Afilia), or a code alone (an install started in the store, decision 217).
 */
export function callbackStart(params: URLSearchParams): CallbackStart {
  const error = params.get('error');
  if (error !== null) return { kind: 'error', message: `Error de Tiendanube: ${error}` };
  const code = params.get('code');
  const state = params.get('state');
  if (!code) return { kind: 'error', message: MISSING_CODE_TEXT };
  return state ? { kind: 'exchange', code, state } : { kind: 'install', code };
}

/** Where a waiting installation is claimed, by its one-time token. */
export function claimTarget(token: string): string {
  return `/conectar-tienda?${new URLSearchParams({ instalacion: token }).toString()}`;
}

interface ErrorLike {
  name?: string;
  message?: string;
  status?: number;
  fromServer?: boolean;
}

/** Why the exchange failed: the server's message ('Error al procesar la conexión: …', 'Error de Tiendanube: …'), else a reason. */
export function exchangeFailureMessage(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (e.name === 'ApiError' && e.fromServer && e.message) return e.message;
  if (e.name === 'ApiError' && e.status) return `Error del servidor: ${e.status}`;
  return `Error al procesar la conexión: ${e.message || String(error)}`;
}

/** Only a path of this site (the API checks it too); anything else goes to brand settings. */
export function successTarget(returnPath?: string | null): string {
  return `${sitePath(returnPath?.split('?')[0], DEFAULT_RETURN_PATH)}?success=connected`;
}

export function errorTarget(message: string): string {
  return `${DEFAULT_RETURN_PATH}?${new URLSearchParams({ error: message }).toString()}`;
}
