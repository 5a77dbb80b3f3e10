import { theme as antdTheme } from 'antd';
import { contrastRatio } from '@afilia/contracts/contrast';
import { themeConfig } from './theme-config';

describe('themeConfig', () => {
  it.each(['light', 'dark'] as const)('turns antd’s motion off in the %s theme when the system asks for less motion', (mode) => {
    expect(themeConfig(mode, { reducedMotion: true }).token?.motion).toBe(false);
    expect(themeConfig(mode).token?.motion).toBeUndefined();
  });

  // A status tag ('Pagado', 'Pendiente', 'En proceso') writes in its status colour on that
  // colour's pale fill; the e2e audit meets each only when some screen happens to show it.
  it.each(['light', 'dark'] as const)('writes every status tag at 4.5:1 or more on its fill in the %s theme', (mode) => {
    const config = themeConfig(mode);
    const tokens = antdTheme.getDesignToken(config) as unknown as Record<string, string>;
    const tag = (config.components?.Tag ?? {}) as Record<string, string>;
    const weak = ['Success', 'Warning', 'Error', 'Info'].flatMap((status) => {
      const text = tag[`color${status}`] ?? tokens[`color${status}`]!;
      const ratio = contrastRatio(text, tokens[`color${status}Bg`]!);
      return ratio < 4.5 ? [`${status}: ${text} on ${tokens[`color${status}Bg`]} is ${ratio.toFixed(2)}:1`] : [];
    });
    expect(weak).toEqual([]);
  });

  // The bell's unread count (issue 35: its badge failed the dark theme's contrast once it was full).
  it.each(['light', 'dark'] as const)('writes the bell’s count at 4.5:1 or more on its red in the %s theme', (mode) => {
    const config = themeConfig(mode);
    const tokens = antdTheme.getDesignToken(config) as unknown as Record<string, string>;
    const badge = (config.components?.Badge ?? {}) as Record<string, string>;
    const text = badge['colorTextLightSolid'] ?? tokens['colorTextLightSolid']!;
    expect(contrastRatio(text, tokens['colorError']!)).toBeGreaterThanOrEqual(4.5);
  });
});
