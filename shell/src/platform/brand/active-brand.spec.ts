import { activeBrandOf } from './active-brand';

const luna = { id: '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01', name: 'Luna', logoUrl: null };
const sol = { id: '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a02', name: 'Sol', logoUrl: null };

describe('activeBrandOf', () => {
  it("is a brand owner's own brand", () => {
    expect(activeBrandOf({ role: 'brand', brands: [luna] })).toBe(luna);
  });

  it("is an agency's first linked brand, and none while it has no brands", () => {
    expect(activeBrandOf({ role: 'agency', brands: [sol, luna] })).toBe(sol);
    expect(activeBrandOf({ role: 'agency', brands: [] })).toBeNull();
  });

  it("is the agency's last choice while it is still linked, else its first", () => {
    expect(activeBrandOf({ role: 'agency', brands: [sol, luna] }, luna.id)).toBe(luna);
    expect(activeBrandOf({ role: 'agency', brands: [sol] }, luna.id)).toBe(sol);
  });

  it('is none for other roles and without a session', () => {
    expect(activeBrandOf({ role: 'creator', brands: [] })).toBeNull();
    expect(activeBrandOf({ role: 'admin', brands: [luna] })).toBeNull();
    expect(activeBrandOf(null)).toBeNull();
  });
});
