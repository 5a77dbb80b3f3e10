import { mayServeBuiltFile } from './source-maps.js';

describe('mayServeBuiltFile', () => {
  it('keeps source maps private unless an operator asks for them', () => {
    expect(mayServeBuiltFile('/assets/main.3f2a9c1b.js', false)).toBe(true);
    expect(mayServeBuiltFile('/assets/main.3f2a9c1b.js.map', false)).toBe(false);
    expect(mayServeBuiltFile('/assets/main.3f2a9c1b.js.map', true)).toBe(true);
  });
});
