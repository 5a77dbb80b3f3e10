import { storeReturnNotice } from './store-return';

describe('storeReturnNotice', () => {
  it('announces a connected store', () => {
    expect(storeReturnNotice(new URLSearchParams('success=connected'))).toEqual({
      type: 'success',
      text: 'Tiendanube conectado exitosamente',
    });
  });

  it('carries the error message of the callback page', () => {
    expect(storeReturnNotice(new URLSearchParams('error=Error%20de%20Tiendanube%3A%20access_denied'))).toEqual({
      type: 'error',
      text: 'Error al conectar con Tiendanube: Error de Tiendanube: access_denied',
    });
  });

  it('says nothing on an ordinary visit', () => {
    expect(storeReturnNotice(new URLSearchParams(''))).toBeNull();
    expect(storeReturnNotice(new URLSearchParams('success=other'))).toBeNull();
  });
});
