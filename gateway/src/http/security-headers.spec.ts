import { HELMET_OPTIONS, securityHeaders } from '@afilia/service-kit';
import { helmetOptions } from './security-headers.js';

describe('helmetOptions', () => {
  it('is the platform’s policy as it is without image origins', () => {
    expect(helmetOptions([])).toBe(HELMET_OPTIONS);
  });

  it('lets images come from the given origins too, and changes nothing else', () => {
    const csp = securityHeaders(helmetOptions(['http://127.0.0.1:4321']))['content-security-policy']!;
    expect(csp).toContain("img-src 'self' data: https: http://127.0.0.1:4321");
    expect(csp).toContain("script-src 'self'");
    expect(securityHeaders()['content-security-policy']).toContain("img-src 'self' data: https:;");
  });
});
