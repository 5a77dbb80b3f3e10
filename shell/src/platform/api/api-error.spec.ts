import { ApiError, apiErrorFrom, errorMessage } from './api-error';

describe('apiErrorFrom', () => {
  it('keeps the code, Spanish message and field of an error body', async () => {
    const response = new Response(JSON.stringify({ code: 'VALIDATION_FAILED', message: 'Email inválido', field: 'email' }), {
      status: 400,
    });
    await expect(apiErrorFrom(response)).resolves.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Email inválido',
      field: 'email',
      fromServer: true,
    });
  });

  it('falls back to a generic error when the body is not an API error', async () => {
    const error = await apiErrorFrom(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(error).toMatchObject({ status: 502, fromServer: false });
  });
});

describe('errorMessage', () => {
  it('prefers the server message and otherwise uses the screen fallback', () => {
    const fromServer = new ApiError(409, 'EMAIL_TAKEN', 'Ya existe una cuenta con este email', true);
    const generic = new ApiError(0, 'NETWORK_ERROR', 'No se pudo conectar con el servidor', false);
    expect(errorMessage(fromServer, 'Error al crear cuenta')).toBe('Ya existe una cuenta con este email');
    expect(errorMessage(generic, 'Error al crear cuenta')).toBe('Error al crear cuenta');
    expect(errorMessage(new Error('x'), 'Error al crear cuenta')).toBe('Error al crear cuenta');
  });
});
