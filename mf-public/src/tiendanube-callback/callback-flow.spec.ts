import { ApiError } from '../../../shell/src/platform/api/api-error';
import { callbackStart, claimTarget, errorTarget, exchangeFailureMessage, successTarget } from './callback-flow';

describe('callbackStart', () => {
  it('exchanges the code and state of the redirect', () => {
    expect(callbackStart(new URLSearchParams('code=abc123&state=firmado'))).toEqual({ kind: 'exchange', code: 'abc123', state: 'firmado' });
  });

  it("reports the store's refusal", () => {
    expect(callbackStart(new URLSearchParams('error=access_denied&state=firmado'))).toEqual({
      kind: 'error',
      message: 'Error de Tiendanube: access_denied',
    });
  });

  it('needs the authorisation code', () => {
    expect(callbackStart(new URLSearchParams('state=firmado'))).toEqual({ kind: 'error', message: 'Falta el código de autorización' });
    expect(callbackStart(new URLSearchParams('code=&state=firmado'))).toEqual({
      kind: 'error',
      message: 'Falta el código de autorización',
    });
    expect(callbackStart(new URLSearchParams(''))).toEqual({ kind: 'error', message: 'Falta el código de autorización' });
  });

  it('takes a code without a state as an install started in the store', () => {
    expect(callbackStart(new URLSearchParams('code=abc123'))).toEqual({ kind: 'install', code: 'abc123' });
    expect(callbackStart(new URLSearchParams('code=abc123&state='))).toEqual({ kind: 'install', code: 'abc123' });
    expect(claimTarget('t0k-en_1')).toBe('/conectar-tienda?instalacion=t0k-en_1');
  });
});

describe('exchangeFailureMessage', () => {
  it("shows the gateway's message", () => {
    const expired = new ApiError(
      400,
      'OAUTH_STATE_INVALID',
      'Error al procesar la conexión: el link de autorización venció o ya fue usado',
      true,
    );
    expect(exchangeFailureMessage(expired)).toBe('Error al procesar la conexión: el link de autorización venció o ya fue usado');
    const refused = new ApiError(502, 'TIENDANUBE_ERROR', 'Error de Tiendanube: invalid_grant', true);
    expect(exchangeFailureMessage(refused)).toBe('Error de Tiendanube: invalid_grant');
  });

  it('names the status of a server that answered without a message', () => {
    expect(exchangeFailureMessage(new ApiError(502, 'INTERNAL', 'Ocurrió un error inesperado', false))).toBe('Error del servidor: 502');
  });

  it('explains anything else as a failed connection', () => {
    expect(exchangeFailureMessage(new ApiError(0, 'NETWORK_ERROR', 'No se pudo conectar con el servidor', false))).toBe(
      'Error al procesar la conexión: No se pudo conectar con el servidor',
    );
    expect(exchangeFailureMessage(new TypeError('boom'))).toBe('Error al procesar la conexión: boom');
  });
});

describe('redirect targets', () => {
  it('returns to brand settings, or the path the API answered, with success=connected', () => {
    expect(successTarget('/dashboard/brand-settings')).toBe('/dashboard/brand-settings?success=connected');
    expect(successTarget('/dashboard/settings')).toBe('/dashboard/settings?success=connected');
    expect(successTarget(undefined)).toBe('/dashboard/brand-settings?success=connected');
    expect(successTarget('//evil.example')).toBe('/dashboard/brand-settings?success=connected');
    expect(successTarget('https://evil.example')).toBe('/dashboard/brand-settings?success=connected');
  });

  it('carries the error message to brand settings', () => {
    const target = errorTarget('Error de Tiendanube: access_denied');
    expect(target.startsWith('/dashboard/brand-settings?')).toBe(true);
    expect(new URLSearchParams(target.split('?')[1]).get('error')).toBe('Error de Tiendanube: access_denied');
  });
});
