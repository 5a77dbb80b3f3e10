import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Layout, theme } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from '@afilia/contracts';
import { useCurrentUser, useIsMobile, type NavItem } from '@afilia/platform';
import { menuFor } from './nav-menu';
import { markOnboardingSeen, onboardingSeen } from './onboarding-flag';
import { readSidebarOpen, sidebarCookie } from './sidebar-state';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';
import { useSidebarShortcut } from './use-sidebar-shortcut';

// The drawer is for small screens only: wide screens never download it.
const MobileSidebar = lazy(() => import('./mobile-sidebar'));
// The guide shows once per person: nobody else downloads it.
const Onboarding = lazy(() => import('./onboarding'));

/**
 * Sidebar (16rem, 3rem collapsed; an 18rem drawer under 768 px) + top bar + page. The desktop
 * open state survives reloads in a cookie; Ctrl/Cmd+B toggles whichever sidebar is showing.
 */
export function DashboardLayout({ nav }: { nav: readonly NavItem[] }) {
  const user = useCurrentUser();
  const mobile = useIsMobile();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (mobile) {
      setMobileOpen((value) => !value);
      return;
    }
    setOpen((value) => {
      document.cookie = sidebarCookie(!value);
      return !value;
    });
  }, [mobile]);
  useSidebarShortcut(toggle);
  // Decided once per page load, as soon as the person is known: the guide stays for this visit
  // and is marked seen as it shows.
  const [guide, setGuide] = useState<boolean | null>(null);
  useEffect(() => {
    if (!user || guide !== null) return;
    const show = (user.role === 'brand' || user.role === 'creator') && !onboardingSeen(user.id);
    if (show) markOnboardingSeen(user.id);
    setGuide(show);
  }, [user, guide]);
  useEffect(() => setMobileOpen(false), [pathname, mobile]);

  if (!user) return null;
  const menu = <SidebarNav items={menuFor(user.role, nav)} role={user.role} collapsed={!mobile && !open} />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {mobile ? (
        <Suspense fallback={null}>
          <MobileSidebar open={mobileOpen} onClose={() => setMobileOpen(false)}>
            {menu}
          </MobileSidebar>
        </Suspense>
      ) : (
        <Layout.Sider
          theme="light"
          trigger={null}
          collapsed={!open}
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_WIDTH_COLLAPSED}
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'auto',
            borderRight: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <TopBar role={user.role} sidebarOpen={mobile ? mobileOpen : open} onToggleSidebar={toggle} />
        <Layout.Content style={{ padding: mobile ? token.padding : token.paddingLG, minWidth: 0 }}>
          <Outlet />
          {guide && pathname === '/dashboard' && (
            <Suspense fallback={null}>
              <Onboarding role={user.role} onClose={() => setGuide(false)} />
            </Suspense>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
