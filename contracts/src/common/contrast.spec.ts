import { contrastRatio } from './contrast.js';

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#7c3aed', '#7c3aed')).toBe(1);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21);
  });

  it("matches the figures axe reported for antd's colours", () => {
    expect(contrastRatio('#ff4d4f', '#ffffff')).toBeCloseTo(3.26, 1);
    expect(contrastRatio('#d48806', '#fffbe6')).toBeCloseTo(2.75, 1);
  });
});
