import { theme as antdTheme, type ThemeConfig } from 'antd';
import { PresetColors } from 'antd/es/theme/interface/presetColors';
import type { ResolvedTheme } from '@afilia/platform';
import { contrastRatio } from '@afilia/contracts/contrast';

export const BRAND_PRIMARY = '#7c3aed';

/**
 * A violet light enough to read on the dark surfaces (7.5:1 on the cards, 5.8:1 on a selected
 * entry's fill), for what antd paints in the primary colour as text: links, the active tab, the
 * selected entry of a menu, and focus rings. Filled primary buttons keep the deep violet under
 * white text (7:1). `colorLink` is a seed that the dark algorithm darkens: '#c4b5fd' comes out as
 * this very colour.
 */
const DARK_ACCENT_TEXT = '#aa9dda';
const DARK_LINK_SEED = '#c4b5fd';

type Algorithm = typeof antdTheme.defaultAlgorithm;

/**
 * A tag in a preset colour ('purple', 'gold'…) writes in that colour's 7th shade on its 1st, which
 * is 2:1 to 3.4:1 for several colours. Each takes instead the first shade from the 7th on that
 * reads at 4.5:1 on the fill, so colours that already did keep their look.
 */
function presetTagText(algorithm: Algorithm): Record<string, string> {
  const palette = antdTheme.getDesignToken({ algorithm }) as unknown as Record<string, string>;
  return Object.fromEntries(
    PresetColors.map((color) => {
      const fill = palette[`${color}1`]!;
      const shades = [7, 8, 9, 10].map((shade) => palette[`${color}${shade}`]!);
      return [`${color}7`, shades.find((shade) => contrastRatio(shade, fill) >= 4.5) ?? shades.at(-1)!];
    }),
  );
}

const LIGHT_TAG_TEXT = presetTagText(antdTheme.defaultAlgorithm);
const DARK_TAG_TEXT = presetTagText(antdTheme.darkAlgorithm);

/**
 * antd's theme for each mode, tuned once for WCAG 2.2 AA (e2e/tests/accessibility checks it):
 * text at 4.5:1 or more against every surface it sits on, focus rings at 3:1 or more.
 *
 * - Secondary text (`colorTextTertiary`, which `colorTextDescription` follows): antd's 45 % black
 *   is 3.3:1 on the grey page and 45 % white 4.4:1 on dark cards; 58 % and 55 % pass. A select's
 *   placeholder ('Sin creador asignado') is text people read too: `colorTextPlaceholder` alike.
 * - Danger (`colorError`): antd's red is 3.3:1 on white. In the dark theme a red light enough to
 *   read on the cards is too light under white text, so the filled danger button (the confirm
 *   dialogs) and the bell's count badge write in dark text instead.
 * - Tags write their text in a shade of their colour that reads on its pale fill (status colours
 *   below, preset colours in `presetTagText`).
 * - The dark algorithm darkens every seed colour (the violet becomes 2.6:1 on the cards), so the
 *   links, the active tab and the selected entry of a dropdown take `DARK_ACCENT_TEXT`. Screens
 *   that draw their own accented text (the sidebar's current entry) use `colorLink`, which is the
 *   readable violet in both modes.
 * - Focus rings (`colorPrimaryBorder`, antd's outline on focused buttons, tabs and menu entries)
 *   are the readable violet of each mode rather than antd's pale tint (1.6:1).
 * - `reducedMotion` (the system asks for less motion) turns antd's animations off: dialogs,
 *   menus and toasts appear at once.
 */
export function themeConfig(resolved: ResolvedTheme, { reducedMotion = false } = {}): ThemeConfig {
  const shared = { colorPrimary: BRAND_PRIMARY, borderRadius: 8, ...(reducedMotion ? { motion: false } : {}) };
  if (resolved === 'light') {
    return {
      algorithm: antdTheme.defaultAlgorithm,
      token: {
        ...shared,
        colorLink: BRAND_PRIMARY,
        // Darker, not lighter, on hover: antd's lighter violet is 3.7:1 under white text.
        colorPrimaryHover: '#6d28d9',
        colorLinkHover: '#6d28d9',
        colorPrimaryBorder: BRAND_PRIMARY,
        colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
        colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
        colorError: '#cf1322',
      },
      components: {
        Tag: { ...LIGHT_TAG_TEXT, colorSuccess: '#237804', colorWarning: '#874d00', colorInfo: '#0958d9' },
      },
    };
  }
  return {
    algorithm: antdTheme.darkAlgorithm,
    token: {
      ...shared,
      // The same surfaces as the landing's dark palette.
      colorBgLayout: '#0b0a12',
      colorBgContainer: '#15131f',
      colorBgElevated: '#1d1a2a',
      colorLink: DARK_LINK_SEED,
      // Hovered, a filled button lightens to the violet of the light theme (5.7:1 under white
      // text) and a link to a paler lavender; antd's own hover colours are 4.3:1 and 2.9:1.
      colorPrimaryHover: BRAND_PRIMARY,
      colorLinkHover: DARK_LINK_SEED,
      colorPrimaryBorder: DARK_ACCENT_TEXT,
      colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
      // A seed: the dark algorithm turns it into #dc6966, 5.5:1 on the cards.
      colorError: '#ff7875',
    },
    components: {
      Button: {
        dangerColor: '#0b0a12',
        // An outlined button takes the primary colour when hovered; here it must read as text.
        defaultHoverColor: DARK_ACCENT_TEXT,
        defaultHoverBorderColor: DARK_ACCENT_TEXT,
        defaultActiveColor: DARK_ACCENT_TEXT,
        defaultActiveBorderColor: DARK_ACCENT_TEXT,
      },
      Tabs: {
        itemSelectedColor: DARK_ACCENT_TEXT,
        itemHoverColor: DARK_ACCENT_TEXT,
        itemActiveColor: DARK_ACCENT_TEXT,
        inkBarColor: DARK_ACCENT_TEXT,
      },
      Dropdown: { colorPrimary: DARK_ACCENT_TEXT },
      // The bell's count sits on the readable red: white on it is 3.6:1, the page's dark 5.4:1.
      Badge: { colorTextLightSolid: '#0b0a12' },
      // 'processing' tags (a payout being paid, a pending request) write in the dark palette's
      // next blue: antd's own is 3.4:1 on the tag's fill, this one 4.9:1.
      Tag: { ...DARK_TAG_TEXT, colorInfo: '#3c89e8' },
    },
  };
}
