import { claimDomainBodySchema, DOMAIN_TEXTS, domainOf, domainRecord } from './domains.js';

describe('a domain as the brand types it', () => {
  it('is its host in lower case, without www., port, path or trailing dot', () => {
    expect(domainOf('MiMarca.com.ar')).toBe('mimarca.com.ar');
    expect(domainOf(' https://www.mimarca.com.ar:8443/tienda?x=1 ')).toBe('mimarca.com.ar');
    expect(domainOf('blog.mimarca.com.ar.')).toBe('blog.mimarca.com.ar');
    expect(domainOf('xn--aa-jka.com')).toBe('xn--aa-jka.com');
  });

  it('is no domain when it is a bare word, an address, a local name or carries credentials', () => {
    for (const text of ['mimarca', '190.2.3.4', 'https://[::1]/', 'intranet.local1', 'user@mimarca.com', 'mi_marca.com', '-a.com', ''])
      expect(domainOf(text)).toBeNull();
  });

  it('is refused on its field with the domain error', () => {
    const result = claimDomainBodySchema.safeParse({ domain: 'localhost' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ['domain'], message: DOMAIN_TEXTS.invalid });
  });

  it('is proved by a TXT record on its _afilia name', () => {
    expect(domainRecord('mimarca.com.ar', 'abc')).toEqual({ name: '_afilia.mimarca.com.ar', value: 'afilia-verificacion=abc' });
  });
});
