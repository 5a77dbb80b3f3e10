import fc from 'fast-check';
import { destinationOf, safelinkOf } from './destination.js';

/**
 * Properties of the redirect builder (requirement 9, issue 17 §2): whatever a visit sends (its
 * utm values, the click id, the coupon) and whatever trick a destination holds, the Location
 * leaves only for the stored destination's own origin over http(s), or there is none.
 */
const RUNS = 10_000;

/** The nine tricks of requirement 9, and their cousins, as whole values and as parts of one. */
const TRICKS = [
  '//evil.com',
  '/\\evil.com',
  'https:evil.com',
  '%2F%2Fevil.com',
  'https://store.com@evil.com',
  'javascript:alert(1)',
  'https://tienda.example/\r\nLocation: https://evil.com',
  '\\\\evil.com',
  'https://evil.com',
  'http://evil.com#@tienda.example',
  '/%09/evil.com',
  'data:text/html,<script>alert(1)</script>',
];
const trick = fc.constantFrom(...TRICKS);
const anyText = fc.oneof(trick, fc.string(), fc.string({ unit: 'binary' }), fc.webUrl());
const utm = fc.record({
  source: fc.option(anyText),
  medium: fc.option(anyText),
  campaign: fc.option(anyText),
  content: fc.option(anyText),
  term: fc.option(anyText),
});
/** A destination a brand stored: a web address on its store, with a path and a query of any text. */
const stored = fc
  .tuple(
    fc.constantFrom('https://tienda.example', 'http://tienda.example:8080', 'https://mi-marca.com.ar'),
    fc.webPath(),
    fc.webQueryParameters(),
  )
  .map(([origin, path, query]) => `${origin}${path}${query ? `?${query}` : ''}`);

describe('the redirect builder, under any input', () => {
  it('never sends a click anywhere but its stored destination’s origin', () => {
    fc.assert(
      fc.property(stored, anyText, anyText, utm, fc.option(anyText), (destination, code, clickId, visit, coupon) => {
        const location = destinationOf({ code, destination }, clickId, visit, coupon);
        expect(location).not.toBeNull();
        expect(new URL(location!).origin).toBe(new URL(destination).origin);
        expect(location).not.toMatch(/[\r\n]/);
      }),
      { numRuns: RUNS },
    );
  });

  it('for a stored trick or non-address, has no destination or exactly the origin the stored one parses to', () => {
    fc.assert(
      fc.property(fc.oneof(trick, fc.string()), anyText, utm, (destination, clickId, visit) => {
        const location = destinationOf({ code: 'AF-1', destination }, clickId, visit);
        if (location === null) return;
        // Whatever survives is an absolute http(s) address exactly as the stored one parses.
        const url = new URL(location);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.origin).toBe(new URL(destination).origin);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the safelink on our own address, whatever the code and the visit say', () => {
    fc.assert(
      fc.property(anyText, anyText, utm, fc.option(fc.oneof(fc.uuid(), trick), { nil: null }), (code, clickId, visit, productId) => {
        const coupon = { brandId: 'b', creatorId: 'c', productId };
        const location = safelinkOf({ code, coupon }, clickId, visit);
        expect(location.startsWith('/safelink?')).toBe(true);
        expect(new URL(location, 'https://afilia.example').origin).toBe('https://afilia.example');
        expect(location).not.toMatch(/[\r\n]/);
      }),
      { numRuns: RUNS },
    );
  });
});
