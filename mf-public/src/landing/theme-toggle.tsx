import { useTheme } from '@afilia/platform/theme';
import { LineIcon } from './line-icon';

const SUN =
  'M12 3v2M12 19v2M4.22 4.22l1.42 1.42M18.36 18.36l1.42 1.42M3 12h2M19 12h2M4.22 19.78l1.42-1.42M18.36 5.64l1.42-1.42M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z';
const MOON = 'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79Z';

/** Light/dark switch for the landing (the dashboard's switcher also offers 'Sistema'). */
export function ThemeToggle() {
  const { resolved, setPreference } = useTheme();
  const dark = resolved === 'dark';
  const label = dark ? 'Usar tema claro' : 'Usar tema oscuro';
  return (
    <button
      type="button"
      className="lp-icon-button"
      aria-label={label}
      title={label}
      onClick={() => setPreference(dark ? 'light' : 'dark')}
    >
      <LineIcon path={dark ? SUN : MOON} size={18} />
    </button>
  );
}
