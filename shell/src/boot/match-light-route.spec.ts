import type { MfRoute } from '@afilia/platform';
import { matchLightRoute } from './match-light-route';

const load = async () => ({ default: () => null });
const landing: MfRoute = { section: 'public', index: true, light: true, load };
const shop: MfRoute = { section: 'public', path: 'shop/:slug', light: true, load };
const notFound: MfRoute = { section: 'public', path: '*', light: true, load };
const auth: MfRoute = { section: 'public', path: 'auth', load };
const routes = [auth, notFound, landing, shop];

describe('matchLightRoute', () => {
  it('matches the landing at / only', () => {
    expect(matchLightRoute(routes, '/')?.route).toBe(landing);
    expect(matchLightRoute(routes, '/dashboard')).toBeNull();
  });

  it('leaves pages that need the router to it', () => {
    expect(matchLightRoute(routes, '/auth')).toBeNull();
  });

  it('never boots the catch-all alone', () => {
    expect(matchLightRoute(routes, '/no-existe')).toBeNull();
  });

  it('reads parameters', () => {
    expect(matchLightRoute(routes, '/shop/mi%20tienda/')).toEqual({ route: shop, params: { slug: 'mi tienda' } });
  });
});
