import { hasReservedWord } from '@afilia/contracts';
import { hostOf, onDomains } from './brand-domains.js';

describe('a brand’s domains', () => {
  const hosts = ['tienda.com.ar', 'mimarca.mitiendanube.com'];

  it('take the domain itself and its subdomains, www. and port aside', () => {
    expect(onDomains('https://tienda.com.ar/promo', hosts)).toBe(true);
    expect(onDomains('https://WWW.Tienda.com.ar:8443/promo', hosts)).toBe(true);
    expect(onDomains('https://blog.tienda.com.ar/', hosts)).toBe(true);
    expect(onDomains('https://mimarca.mitiendanube.com/productos/x/', hosts)).toBe(true);
  });

  it('refuse anything else, however it is dressed', () => {
    expect(onDomains('https://evil.example/phish', hosts)).toBe(false);
    expect(onDomains('https://tienda.com.ar.evil.example/', hosts)).toBe(false);
    expect(onDomains('https://eviltienda.com.ar/', hosts)).toBe(false);
    expect(onDomains('https://otra.mitiendanube.com/', hosts)).toBe(false);
    expect(onDomains('https://tienda.com.ar@evil.example/', hosts)).toBe(false);
    expect(onDomains('javascript:alert(1)', hosts)).toBe(false);
    expect(onDomains('no es una url', hosts)).toBe(false);
    expect(onDomains('https://tienda.com.ar/', [])).toBe(false);
  });

  it('read a host as it is compared', () => {
    expect(hostOf('https://www.Tienda.com.ar/x')).toBe('tienda.com.ar');
    expect(hostOf('ftp://tienda.com.ar/')).toBeNull();
  });
});

describe('a brand’s own code', () => {
  it('cannot read like the platform’s or a payment’s page', () => {
    expect(hasReservedWord('SOPORTE-LOGIN')).toBe(true);
    expect(hasReservedWord('afilia_pagos')).toBe(true);
    expect(hasReservedWord('MERCADOPAGO-PROMO')).toBe(true);
    expect(hasReservedWord('LIA-INVIERNO')).toBe(false);
    // A word inside another is not a part of the code.
    expect(hasReservedWord('PAGODA-VERANO')).toBe(false);
  });
});
