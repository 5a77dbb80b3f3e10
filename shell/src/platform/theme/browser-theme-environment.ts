import { THEME_STORAGE_KEY } from '@afilia/contracts/constants';
import type { ResolvedTheme, ThemeEnvironment } from './theme-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The real browser behind the theme store: localStorage, the OS preference and `<html data-theme>`. */
export function browserThemeEnvironment(): ThemeEnvironment {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  let storage: Storage | null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null; // blocked by the browser's settings
  }
  return {
    storage,
    storageKey: THEME_STORAGE_KEY,
    systemPrefersDark: () => media?.matches ?? false,
    onSystemChange(listener) {
      media?.addEventListener('change', listener);
      return () => media?.removeEventListener('change', listener);
    },
    apply(resolved: ResolvedTheme) {
      const root = document.documentElement;
      root.dataset.theme = resolved;
      root.style.colorScheme = resolved;
    },
  };
}
