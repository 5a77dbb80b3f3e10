import { PlatformHarness } from '../support/platform-harness.js';

/**
 * Every route the OpenAPI document lists as protected refuses a missing or forged token with
 * 401: generated from the route table, so a new route is covered the day it is added.
 */
const platform = new PlatformHarness();
beforeAll(() => platform.start(), 60_000);
afterAll(() => platform.stop());

const UUID = '00000000-0000-4000-8000-000000000000';
const forged = [
  Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'),
  Buffer.from(
    JSON.stringify({ sub: UUID, role: 'admin', brandIds: [], creatorId: null, agencyId: null, aud: 'afilia-api', iss: 'afilia-identity' }),
  ).toString('base64url'),
  '',
].join('.');

describe('protected routes', () => {
  it('answer 401 without a token and with an unsigned one', async () => {
    const doc = (await platform.api('GET', '/api/docs/openapi.json')).json as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const protectedRoutes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !(Array.isArray(op.security) && op.security.length === 0))
        .map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, UUID), op })),
    );
    expect(protectedRoutes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
      const anonymous = await platform.api(route.method, route.path, { body });
      const unsigned = await platform.api(route.method, route.path, { body, token: forged });
      if (anonymous.status !== 401 || unsigned.status !== 401)
        failures.push(`${route.method} ${route.path}: ${anonymous.status}/${unsigned.status}`);
    }
    expect(failures).toEqual([]);
  });
});
