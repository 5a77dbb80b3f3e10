import { ApiError } from '../../../shell/src/platform/api/api-error';
import { connectFailureText } from './store-texts';

describe('connectFailureText', () => {
  it("gives the gateway's reason when it answered", () => {
    const error = new ApiError(403, 'FORBIDDEN', 'No tenés permiso para esta acción', true);
    expect(connectFailureText(error)).toBe('No se pudo iniciar la conexión con Tiendanube: No tenés permiso para esta acción');
  });

  it('says no authorisation URL could be made otherwise', () => {
    expect(connectFailureText(new TypeError('authUrl: Invalid URL'))).toBe('No se pudo generar la URL de autorización');
    expect(connectFailureText(undefined)).toBe('No se pudo generar la URL de autorización');
  });
});
