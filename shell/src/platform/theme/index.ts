/**
 * `@afilia/platform/theme`: the theme and the brand mark alone, with no antd, router or zod, so
 * the light public pages (landing, shop, press kit) can follow and switch the theme within their
 * JS budget. Shared as a singleton: there is one theme store per page.
 */
import { browserThemeEnvironment } from './browser-theme-environment';
import { createThemeStore } from './theme-store';
import { createUseTheme } from './use-theme';

export type { ResolvedTheme, ThemePreference, ThemeState, ThemeStore } from './theme-store';

export const themeStore = createThemeStore(browserThemeEnvironment());
export const useTheme = createUseTheme(themeStore);
export { Logo, type LogoProps } from './logo';
