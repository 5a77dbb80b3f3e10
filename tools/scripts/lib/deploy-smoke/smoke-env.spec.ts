import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../infra.mjs';
import { demoSettings, parseEnvLines, requiredSettings, smokeEnv } from './smoke-env.mjs';

describe('the deploy smoke’s deploy/.env', () => {
  const compose = readFileSync(join(ROOT, 'deploy/docker-compose.yml'), 'utf8');

  it('holds every setting compose requires: the printed keys as printed, every other one a fresh secret', () => {
    const keys = parseEnvLines('SIGNING_KEY=\'abc\'\nCALLER_KEYS=\'{"gateway":"x"}\'\nnot a line\n');
    expect(keys).toEqual({ SIGNING_KEY: 'abc', CALLER_KEYS: '{"gateway":"x"}' });
    const first = parseEnvLines(smokeEnv(compose, keys, demoSettings('http://afilia.localhost:8080', 'http://tiendanube.localhost:4010')));
    const second = parseEnvLines(smokeEnv(compose, keys, {}));
    const required = requiredSettings(compose);
    expect(required).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD', 'JWT_SECRET', 'NATS_ROUTE_PASSWORD', 'SIGNING_KEY']));
    for (const name of required) expect(first[name]).toMatch(/\S/);
    expect(first.SIGNING_KEY).toBe('abc');
    expect(first.CALLER_KEYS).toBe('{"gateway":"x"}');
    expect(first.POSTGRES_PASSWORD).toMatch(/^[0-9a-f]{64}$/);
    expect(second.POSTGRES_PASSWORD).not.toBe(first.POSTGRES_PASSWORD);
  });

  it('runs the demo store as docs/operations.md says to', () => {
    const env = parseEnvLines(smokeEnv(compose, {}, demoSettings('http://afilia.localhost:8080', 'http://tiendanube.localhost:4010')));
    expect(env).toMatchObject({
      COMPOSE_PROFILES: 'demo',
      PUBLIC_URL: 'http://afilia.localhost:8080',
      TIENDANUBE_AUTH_URL: 'http://tiendanube.localhost:4010',
      TIENDANUBE_API_URL: 'http://tiendanube.localhost:4010/v1',
      TIENDANUBE_SANDBOX: 'true',
    });
    const operations = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
    for (const [name, value] of Object.entries(demoSettings('http://afilia.localhost:8080', 'http://tiendanube.localhost:4010')))
      expect(operations).toContain(`${name}=${value}`);
  });
});
