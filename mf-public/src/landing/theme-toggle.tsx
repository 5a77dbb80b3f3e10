import { useTheme } from '@afilia/platform/theme';

/** Light/dark switch for the landing (the dashboard's switcher also offers 'Sistema'). */
export function ThemeToggle() {
  const { resolved, setPreference } = useTheme();
  const dark = resolved === 'dark';
  return (
    <button
      type="button"
      className="lp-icon-button"
      aria-label={dark ? 'Usar tema claro' : 'Usar tema oscuro'}
      title={dark ? 'Usar tema claro' : 'Usar tema oscuro'}
      onClick={() => setPreference(dark ? 'light' : 'dark')}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {dark ? (
          <path d="M12 3v2M12 19v2M4.22 4.22l1.42 1.42M18.36 18.36l1.42 1.42M3 12h2M19 12h2M4.22 19.78l1.42-1.42M18.36 5.64l1.42-1.42M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z" />
        ) : (
          <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79Z" />
        )}
      </svg>
    </button>
  );
}
