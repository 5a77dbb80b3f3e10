import { ApiError } from '../api/api-error';
import { failureText } from './failure-text';

describe('failureText', () => {
  it("appends the server's message to the screen's prefix", () => {
    const error = new ApiError(409, 'STORE_NOT_CONNECTED', 'Conecta primero tu tienda de Tiendanube', true);
    expect(failureText('Error al sincronizar productos', error)).toBe(
      'Error al sincronizar productos: Conecta primero tu tienda de Tiendanube',
    );
    expect(failureText('Error al eliminar producto', 'sin conexión')).toBe('Error al eliminar producto: sin conexión');
  });
});
