import { themeConfig } from './theme-config';

describe('themeConfig', () => {
  it.each(['light', 'dark'] as const)('turns antd’s motion off in the %s theme when the system asks for less motion', (mode) => {
    expect(themeConfig(mode, { reducedMotion: true }).token?.motion).toBe(false);
    expect(themeConfig(mode).token?.motion).toBeUndefined();
  });
});
