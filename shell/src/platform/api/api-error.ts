import { apiErrorSchema } from '@afilia/contracts';

/**
 * What every failed API call throws. `message` is the Spanish text to show: the server's
 * catalogue message when it sent one (`fromServer`), else a generic text; screens that have
 * their own fallback ('Error al iniciar sesión') use `errorMessage(error, fallback)`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fromServer: boolean,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor';
export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado';

/** The server's message when there is one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/** Builds the ApiError for a non-2xx response from its `{code, message, field?}` body. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON (a proxy's error page): keep the generic message
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, field } = parsed.data;
    return new ApiError(response.status, code, message, true, field);
  }
  return new ApiError(response.status, 'INTERNAL', UNEXPECTED_ERROR_MESSAGE, false);
}
