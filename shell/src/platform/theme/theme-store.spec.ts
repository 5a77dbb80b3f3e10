import { createThemeStore, parsePreference, resolveTheme, type ThemeEnvironment } from './theme-store';

function fakeEnvironment(initial: string | null, dark = false) {
  const saved = new Map<string, string>();
  if (initial !== null) saved.set('theme', initial);
  const listeners = new Set<() => void>();
  const applied: string[] = [];
  const env: ThemeEnvironment & { dark: boolean } = {
    dark,
    storage: { getItem: (k) => saved.get(k) ?? null, setItem: (k, v) => void saved.set(k, v) },
    storageKey: 'theme',
    systemPrefersDark: () => env.dark,
    onSystemChange: (l) => (listeners.add(l), () => listeners.delete(l)),
    apply: (r) => void applied.push(r),
  };
  const systemSwitch = (toDark: boolean) => {
    env.dark = toDark;
    listeners.forEach((l) => l());
  };
  return { env, saved, applied, systemSwitch };
}

describe('theme store', () => {
  it('reads an unknown or missing value as system', () => {
    expect(parsePreference(null)).toBe('system');
    expect(parsePreference('blue')).toBe('system');
    expect(parsePreference('dark')).toBe('dark');
  });

  it('resolves system from the operating system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('restores the saved preference and applies it at once', () => {
    const { env, applied } = fakeEnvironment('dark');
    const store = createThemeStore(env);
    expect(store.get()).toEqual({ preference: 'dark', resolved: 'dark' });
    expect(applied).toEqual(['dark']);
  });

  it('persists a new preference under the theme key', () => {
    const { env, saved } = fakeEnvironment(null);
    const store = createThemeStore(env);
    store.setPreference('dark');
    expect(saved.get('theme')).toBe('dark');
    expect(store.get().resolved).toBe('dark');
  });

  it('follows the operating system only while the preference is system', () => {
    const { env, systemSwitch } = fakeEnvironment('system', false);
    const store = createThemeStore(env);
    systemSwitch(true);
    expect(store.get().resolved).toBe('dark');
    store.setPreference('light');
    systemSwitch(false);
    systemSwitch(true);
    expect(store.get()).toEqual({ preference: 'light', resolved: 'light' });
  });
});
