import { createStore, type Store } from '../store';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

/** What the theme needs from the browser, injected so the logic runs in tests. */
export interface ThemeEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  storageKey: string;
  systemPrefersDark(): boolean;
  onSystemChange(listener: () => void): () => void;
  apply(resolved: ResolvedTheme): void;
}

export interface ThemeStore extends Pick<Store<ThemeState>, 'get' | 'subscribe'> {
  setPreference(preference: ThemePreference): void;
}

export function parsePreference(raw: string | null | undefined): ThemePreference {
  return raw === 'light' || raw === 'dark' || raw === 'system' ? raw : 'system';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Light, dark or system; persisted; applied to the document and followed when the OS switches. */
export function createThemeStore(env: ThemeEnvironment): ThemeStore {
  const read = () => {
    try {
      return env.storage?.getItem(env.storageKey) ?? null;
    } catch {
      return null;
    }
  };
  const preference = parsePreference(read());
  const store = createStore<ThemeState>({
    preference,
    resolved: resolveTheme(preference, env.systemPrefersDark()),
  });
  env.apply(store.get().resolved);

  const update = (next: ThemePreference) => {
    const resolved = resolveTheme(next, env.systemPrefersDark());
    const current = store.get();
    if (current.preference !== next || current.resolved !== resolved) {
      store.set({ preference: next, resolved });
    }
    env.apply(resolved);
  };

  env.onSystemChange(() => {
    if (store.get().preference === 'system') update('system');
  });

  return {
    get: store.get,
    subscribe: store.subscribe,
    setPreference(next) {
      try {
        env.storage?.setItem(env.storageKey, next);
      } catch {
        // private mode: the choice lasts for this page only
      }
      update(next);
    },
  };
}
