import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  const headers = securityHeaders();

  it('holds the policy every answer carries', () => {
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // The old header agrees with frame-ancestors 'none'.
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('leaves out what we turned off', () => {
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });
});
