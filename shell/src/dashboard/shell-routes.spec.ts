import { ROLES } from '@afilia/contracts';
import type { MfRoute } from '@afilia/platform';
import { groupDashboardRoutes, pickForRole } from './dashboard-children';
import { SHELL_DASHBOARD_ROUTES } from './shell-routes';

const load = async () => ({ default: () => null });

describe('shell dashboard routes', () => {
  it('serves the generic settings to every role', () => {
    const settings = groupDashboardRoutes(SHELL_DASHBOARD_ROUTES).find((group) => group.path === 'settings')!;
    for (const role of ROLES) expect(pickForRole(settings.candidates, role)).toBe(SHELL_DASHBOARD_ROUTES[0]);
  });

  it("lets a remote's variant of the same path win, the shell's page serving the other roles", () => {
    const creatorVariant: MfRoute = { section: 'dashboard', path: 'settings', roles: ['creator'], load };
    const [settings] = groupDashboardRoutes([creatorVariant, ...SHELL_DASHBOARD_ROUTES]);
    expect(pickForRole(settings!.candidates, 'creator')).toBe(creatorVariant);
    expect(pickForRole(settings!.candidates, 'admin')).toBe(SHELL_DASHBOARD_ROUTES[0]);
  });
});
