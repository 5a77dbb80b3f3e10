import { ApiError } from '../api/api-error';
import { createSession, type SessionDeps } from './session-service';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'marca@example.com',
  name: 'Marca',
  role: 'brand' as const,
  brands: [],
  creator: null,
  agency: null,
};
const auth = (token: string, expiresIn = 900) => ({ accessToken: token, expiresIn, user, notices: [] });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(handlers: Handler[], now = () => 1_000_000) {
  const calls: { url: string; init: RequestInit }[] = [];
  const sleeps: number[] = [];
  const queue = [...handlers];
  const deps: SessionDeps = {
    baseUrl: '/api/v1',
    now,
    sleep: async (ms) => void sleeps.push(ms),
    fetch: (async (input: string, init: RequestInit) => {
      calls.push({ url: input, init });
      const next = queue.shift();
      if (!next) throw new Error(`unexpected call ${input}`);
      return next(input, init);
    }) as unknown as typeof fetch,
  };
  return { session: Object.assign(createSession(deps), { deps }), calls, sleeps };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('createSession', () => {
  describe('restore', () => {
    it('turns the refresh cookie into a signed-in session', async () => {
      const { session, calls } = setup([() => json(200, auth('t1'))]);
      await expect(session.restore()).resolves.toBe(true);
      expect(calls[0]?.url).toBe('/api/v1/auth/refresh');
      expect(calls[0]?.init.body).toBe('{}');
      expect(session.store.get()).toMatchObject({ status: 'signed-in', accessToken: 't1', user });
    });

    it('asks once per page: a second caller shares the first answer', async () => {
      const { session, calls } = setup([() => json(200, auth('t1'))]);
      const [first, second] = [session.restore(), session.restore()];
      await expect(first).resolves.toBe(true);
      await expect(second).resolves.toBe(true);
      await expect(session.restore()).resolves.toBe(true);
      expect(calls).toHaveLength(1);
    });

    it('takes the answer of a refresh the page sent before the session existed, once', async () => {
      const { session, calls } = setup([() => json(200, auth('t2'))]);
      let early: Promise<Response> | null = Promise.resolve(json(200, auth('t1')));
      const withEarly = createSession({
        ...session.deps,
        earlyRefresh: () => {
          const taken = early;
          early = null;
          return taken;
        },
      });
      await expect(withEarly.restore()).resolves.toBe(true);
      expect(withEarly.store.get().accessToken).toBe('t1');
      expect(calls).toHaveLength(0);
      await expect(withEarly.refresh()).resolves.toBe(true);
      expect(withEarly.store.get().accessToken).toBe('t2');
      expect(calls).toHaveLength(1);
    });

    it('ends signed out without retrying when the server answers 401', async () => {
      const { session, calls, sleeps } = setup([() => json(401, { code: 'UNAUTHENTICATED', message: 'No hay sesión activa' })]);
      await expect(session.restore()).resolves.toBe(false);
      expect(calls).toHaveLength(1);
      expect(sleeps).toEqual([]);
      expect(session.store.get().status).toBe('signed-out');
    });

    it('retries transient failures with a 200 ms doubling backoff', async () => {
      const { session, sleeps } = setup([() => Promise.reject(new TypeError('network')), () => json(503, {}), () => json(200, auth('t2'))]);
      await expect(session.restore()).resolves.toBe(true);
      expect(sleeps).toEqual([200, 400]);
    });

    it('gives up after three retries', async () => {
      const { session, sleeps, calls } = setup(Array.from({ length: 4 }, () => () => json(502, {})));
      await expect(session.restore()).resolves.toBe(false);
      expect(calls).toHaveLength(4);
      expect(sleeps).toEqual([200, 400, 800]);
      expect(session.store.get().status).toBe('signed-out');
    });
  });

  it('shares one refresh between concurrent callers', async () => {
    const { session, calls } = setup([() => json(200, auth('t1'))]);
    await Promise.all([session.refresh(), session.refresh(), session.refresh()]);
    expect(calls).toHaveLength(1);
  });

  describe('api', () => {
    it('sends the access token as a bearer token', async () => {
      const { session, calls } = setup([() => json(200, auth('t1')), () => json(200, { ok: true })]);
      await session.restore();
      await session.api.get('/dashboard/summary');
      expect(header(calls[1]!.init, 'authorization')).toBe('Bearer t1');
    });

    it('refreshes once on a 401 and retries the request with the new token', async () => {
      const { session, calls } = setup([
        () => json(200, auth('old')),
        () => json(401, { code: 'SESSION_EXPIRED', message: 'Tu sesión expiró. Iniciá sesión de nuevo.' }),
        () => json(200, auth('new')),
        () => json(200, { figures: 1 }),
      ]);
      await session.restore();
      await expect(session.api.get('/dashboard/summary')).resolves.toEqual({ figures: 1 });
      expect(calls.map((c) => c.url)).toEqual([
        '/api/v1/auth/refresh',
        '/api/v1/dashboard/summary',
        '/api/v1/auth/refresh',
        '/api/v1/dashboard/summary',
      ]);
      expect(header(calls[3]!.init, 'authorization')).toBe('Bearer new');
    });

    it('signs out when the refresh after a 401 fails', async () => {
      const expired = { code: 'SESSION_EXPIRED', message: 'Tu sesión expiró. Iniciá sesión de nuevo.' };
      const { session } = setup([() => json(200, auth('old')), () => json(401, expired), () => json(401, expired)]);
      await session.restore();
      const error = await session.api.get('/dashboard/summary').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(session.store.get().status).toBe('signed-out');
    });

    it('refreshes first when the token expires within the margin', async () => {
      let clock = 0;
      const { session, calls } = setup(
        [() => json(200, auth('short', 30)), () => json(200, auth('fresh')), () => json(200, {})],
        () => clock,
      );
      await session.restore();
      clock = 1000;
      await session.api.get('/auth/me');
      expect(calls[1]?.url).toBe('/api/v1/auth/refresh');
      expect(header(calls[2]!.init, 'authorization')).toBe('Bearer fresh');
    });

    it('throws the server message as an ApiError', async () => {
      const { session } = setup([() => json(401, { code: 'INVALID_CREDENTIALS', message: 'Email o contraseña incorrectos' })]);
      const error = (await session.signIn({ email: 'a@b.co', password: 'x' }).catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Email o contraseña incorrectos',
        fromServer: true,
      });
      expect(session.store.get().status).toBe('restoring');
    });
  });

  it('signs in and keeps the notices for the screen', async () => {
    const { session } = setup([() => json(200, { ...auth('t1'), notices: ['Perfil de marca creado automáticamente'] })]);
    const response = await session.signIn({ email: 'marca@example.com', password: 'Secreta123' });
    expect('notices' in response && response.notices).toEqual(['Perfil de marca creado automáticamente']);
    expect(session.store.get().status).toBe('signed-in');
  });

  it('opens no session on a right password that asks for a second step, and opens it with the code', async () => {
    const { session, calls } = setup([
      () => json(200, { twoFactor: 'code', challenge: 'c1', expiresIn: 300 }),
      () => json(200, { ...auth('t2'), recoveryCodes: undefined }),
    ]);
    const first = await session.signIn({ email: 'admin@example.com', password: 'Secreta123' });
    expect(first).toEqual({ twoFactor: 'code', challenge: 'c1', expiresIn: 300 });
    expect(session.store.get().status).toBe('restoring');
    await session.verifyTwoFactor({ challenge: 'c1', code: '123456' });
    expect(calls[1]?.url).toBe('/api/v1/auth/two-factor/verify');
    expect(session.store.get()).toMatchObject({ status: 'signed-in', accessToken: 't2' });
  });

  it('clears the session on sign-out even when the server fails', async () => {
    const { session } = setup([() => json(200, auth('t1')), () => json(500, {})]);
    await session.restore();
    const log = console.error;
    console.error = () => {};
    await session.signOut();
    console.error = log;
    expect(session.store.get().status).toBe('signed-out');
  });
});
