import { authPathReturningTo, nextPath, sitePath } from './site-path';

describe('sitePath', () => {
  it('keeps a path of this site, with its plain query', () => {
    expect(sitePath('/dashboard/settings', '/x')).toBe('/dashboard/settings');
    expect(sitePath('/conectar-tienda?instalacion=Ab_c-9', '/x')).toBe('/conectar-tienda?instalacion=Ab_c-9');
  });

  it('refuses other origins and anything odd', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'dashboard', '/a?b=<script>', '', null, undefined])
      expect(sitePath(bad, '/x')).toBe('/x');
  });
});

describe('nextPath', () => {
  it('returns to the page that asked for the sign-in, else the dashboard', () => {
    expect(nextPath(new URLSearchParams('next=%2Fconectar-tienda%3Finstalacion%3Dabc'))).toBe('/conectar-tienda?instalacion=abc');
    expect(nextPath(new URLSearchParams('next=https%3A%2F%2Fevil.example'))).toBe('/dashboard');
    expect(nextPath(new URLSearchParams(''))).toBe('/dashboard');
  });

  it('round-trips through the /auth link', () => {
    const link = authPathReturningTo('/conectar-tienda?instalacion=abc', 'signup');
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('tab')).toBe('signup');
    expect(nextPath(params)).toBe('/conectar-tienda?instalacion=abc');
  });
});
