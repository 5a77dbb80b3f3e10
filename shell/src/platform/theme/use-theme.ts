import { useSyncExternalStore } from 'react';
import type { ThemeState, ThemeStore } from './theme-store';

export function createUseTheme(store: ThemeStore) {
  return function useTheme(): ThemeState & { setPreference: ThemeStore['setPreference'] } {
    const state = useSyncExternalStore(store.subscribe, store.get, store.get);
    return { ...state, setPreference: store.setPreference };
  };
}
