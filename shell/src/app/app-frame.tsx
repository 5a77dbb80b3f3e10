import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import esES from 'antd/es/locale/es_ES';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient, useTheme } from '@afilia/platform';

export const BRAND_PRIMARY = '#7c3aed';

/**
 * The frame of every antd page (auth, reset password, dashboard): es_ES locale, the dark
 * algorithm when the theme is dark, antd's App (toasts via `App.useApp().message`) and the
 * page's one QueryClient. Light pages (landing) render outside it.
 */
export function AppFrame() {
  const { resolved } = useTheme();
  return (
    <ConfigProvider
      locale={esES}
      theme={{
        algorithm: resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: {
          colorPrimary: BRAND_PRIMARY,
          colorLink: BRAND_PRIMARY,
          borderRadius: 8,
          // The same surfaces as the landing's dark palette.
          ...(resolved === 'dark' && { colorBgLayout: '#0b0a12', colorBgContainer: '#15131f', colorBgElevated: '#1d1a2a' }),
        },
      }}
    >
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
