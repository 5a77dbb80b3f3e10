/**
 * `@afilia/platform/theme`: the theme, the brand mark and the document title alone, with no antd,
 * router or zod, so the light public pages (landing, shop, press kit) can use them within their
 * JS budget. Shared as a singleton: there is one theme store per page. The main entry
 * (`@afilia/platform`) re-exports all of it.
 */
import { browserThemeEnvironment } from './browser-theme-environment';
import { createThemeStore } from './theme-store';
import { createUseTheme } from './use-theme';

export type { ResolvedTheme, ThemePreference, ThemeState, ThemeStore } from './theme-store';

export const themeStore = createThemeStore(browserThemeEnvironment());
export const useTheme = createUseTheme(themeStore);
export { Logo, type LogoProps } from './logo';
export { documentTitle, useDocumentTitle, PRODUCT_NAME } from './document-title';
