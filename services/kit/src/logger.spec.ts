import { JsonLogger, redactLogFields } from './logger.js';
import { currentRequestContext, requestIdFrom, runInRequestContext } from './request-context.js';

function capture(level: 'debug' | 'info' | 'warn' | 'error' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = new JsonLogger('identity', level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('JsonLogger', () => {
  it('writes one JSON line with UTC time, level, service, message and fields', () => {
    const { logger, lines } = capture();
    logger.info('auth.sign-in', { userId: 'u-1', role: 'brand' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', service: 'identity', msg: 'auth.sign-in', userId: 'u-1', role: 'brand' });
    expect(String(lines[0]!.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("names the request being served in every line: its id, and once known the actor and the actor's tenant", async () => {
    const { logger, lines } = capture();
    await runInRequestContext({ requestId: 'req-12345678' }, async () => {
      logger.warn('auth.token-rejected');
      await Promise.resolve();
      currentRequestContext()!.actor = { userId: 'u-1', role: 'brand', brandIds: ['b-1'], creatorId: null, agencyId: null };
      logger.warn('authz.denied', { action: 'identity.brand.create' });
    });
    logger.info('outside');
    expect(lines[0]).toMatchObject({ requestId: 'req-12345678', msg: 'auth.token-rejected' });
    expect(lines[1]).toMatchObject({ requestId: 'req-12345678', actorId: 'u-1', actorRole: 'brand', tenant: 'b-1' });
    expect(lines[2]).not.toHaveProperty('requestId');
  });

  it("takes a caller's request id only when it is short and plain", () => {
    expect(requestIdFrom('0f8c1e2a-prueba')).toBe('0f8c1e2a-prueba');
    for (const bad of ['corto', 'x'.repeat(65), 'con espacio 123', 'linea\nnueva', 42, undefined])
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('redacts secrets, tokens, passwords, cookies and authorization headers by key, at any depth', () => {
    const { logger, lines } = capture();
    logger.warn('auth.token-rejected', {
      password: 'Secreta123',
      newPassword: 'Otra12345',
      passwordHash: '$argon2id$v=19$…',
      refreshToken: 'r-token',
      accessToken: 'a-token',
      clientSecret: 'tn-secret',
      headers: { authorization: 'Bearer eyJ…', cookie: 'afilia_refresh=abc', 'x-api-key': 'k' },
      nested: [{ token: 't' }],
      path: '/api/v1/auth/me',
    });
    const line = JSON.stringify(lines[0]);
    for (const secret of [
      'Secreta123',
      'Otra12345',
      'argon2id',
      'r-token',
      'a-token',
      'tn-secret',
      'eyJ',
      'afilia_refresh',
      '"k"',
      '"t"',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ path: '/api/v1/auth/me', headers: { authorization: '[redacted]', cookie: '[redacted]' } });
  });

  it('redacts e-mail addresses by key and inside any text, the message too', () => {
    const { logger, lines } = capture();
    logger.error('could not reach ana.paz@example.com.ar', {
      email: 'ana@example.com',
      to: 'bruno@example.com',
      error: 'Key (email)=(carla+test@mail.example.com) already exists',
      nats: 'nats://127.0.0.1:4222',
    });
    const line = JSON.stringify(lines[0]);
    expect(line).not.toMatch(/ana\.paz|ana@|bruno@|carla/);
    expect(lines[0]).toMatchObject({
      msg: 'could not reach [redacted]',
      to: '[redacted]',
      error: 'Key (email)=([redacted]) already exists',
      nats: 'nats://127.0.0.1:4222',
    });
  });

  it('writes errors given as values without their secrets', () => {
    expect(redactLogFields({ error: new Error('no password for x@y.com') })).toEqual({
      error: { type: 'Error', message: 'no password for [redacted]', stack: expect.not.stringContaining('x@y.com') },
    });
  });

  it('leaves out levels below its own', () => {
    const { logger, lines } = capture('warn');
    logger.info('quiet');
    logger.debug('quieter');
    logger.warn('loud');
    expect(lines.map((l) => l.msg)).toEqual(['loud']);
  });

  it("takes Nest's calls: a context string, verbose as debug, fatal as error", () => {
    const { logger, lines } = capture('debug');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.verbose('mapped route');
    logger.fatal('boom');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Nest application successfully started', context: 'NestApplication' }),
      expect.objectContaining({ level: 'debug', msg: 'mapped route' }),
      expect.objectContaining({ level: 'error', msg: 'boom' }),
    ]);
  });
});
