import { autoBrandName } from './accounts.service.js';

describe('autoBrandName', () => {
  it('takes the profile name first', () => {
    expect(autoBrandName({ name: ' Tienda Luna ', email: 'ana@example.com' })).toBe('Tienda Luna');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(autoBrandName({ name: '  ', email: 'ana.paz@example.com' })).toBe('ana.paz');
  });

  it('falls back to Mi Marca when there is nothing else', () => {
    expect(autoBrandName({ name: '', email: '@example.com' })).toBe('Mi Marca');
  });
});
