import { App as AntdApp, ConfigProvider } from 'antd';
import esES from 'antd/es/locale/es_ES';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient, usePrefersReducedMotion, useTheme } from '@afilia/platform';
import { passwordIcon } from './password-icon';
import { themeConfig } from './theme-config';
import { useDecorativeIcons } from './use-decorative-icons';

/**
 * The frame of every antd page (auth, reset password, dashboard): es_ES locale, the theme of the
 * current mode (see theme-config.ts), no animations for whoever asked their system for less motion
 * (a dialog or menu then opens at once), password toggles big enough to tap, icons kept out of what
 * screen readers say (see use-decorative-icons.ts), antd's App (toasts via `App.useApp().message`) and the page's
 * one QueryClient. Light pages (landing) render outside it.
 */
export function AppFrame() {
  const { resolved } = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  useDecorativeIcons();
  return (
    <ConfigProvider locale={esES} theme={themeConfig(resolved, { reducedMotion })} inputPassword={{ iconRender: passwordIcon }}>
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
