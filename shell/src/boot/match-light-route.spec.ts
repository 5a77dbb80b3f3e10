import type { MfRoute } from '@afilia/platform';
import { matchLightRoute } from './match-light-route';

const load = async () => ({ default: () => null });
const landing: MfRoute = { section: 'public', index: true, light: true, load };
const shop: MfRoute = { section: 'public', path: 'shop/:slug', light: true, load };
const notFound: MfRoute = { section: 'public', path: '*', light: true, load };
const auth: MfRoute = { section: 'public', path: 'auth', load };
const reset: MfRoute = { section: 'public', path: 'reset-password', load };
const routes = [auth, reset, notFound, landing, shop];

describe('matchLightRoute', () => {
  it('boots the landing alone at /', () => {
    expect(matchLightRoute(routes, '/')).toEqual({ route: landing, params: {} });
  });

  it('reads the parameters of a light page', () => {
    expect(matchLightRoute(routes, '/shop/mi%20tienda/')).toEqual({ route: shop, params: { slug: 'mi tienda' } });
  });

  it('leaves the antd public pages and the dashboard to the full app', () => {
    expect(matchLightRoute(routes, '/auth')).toBeNull();
    expect(matchLightRoute(routes, '/reset-password')).toBeNull();
    expect(matchLightRoute(routes, '/dashboard')).toBeNull();
    expect(matchLightRoute(routes, '/dashboard/no-existe')).toBeNull();
  });

  it('serves a path nobody serves with the light 404', () => {
    expect(matchLightRoute(routes, '/no-existe')).toEqual({ route: notFound, params: {} });
    expect(matchLightRoute(routes, '/auth/extra')).toEqual({ route: notFound, params: {} });
  });

  it('starts the full app when the public routes could not be loaded', () => {
    expect(matchLightRoute([], '/no-existe')).toBeNull();
  });
});
