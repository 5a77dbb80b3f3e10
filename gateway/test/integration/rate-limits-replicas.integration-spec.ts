import { SIGN_IN_LIMIT_PER_MIN } from '@afilia/contracts';
import { BOOT_HOOK_TIMEOUT_MS, recordFault, uniqueEmail } from '@afilia/service-kit/testing';
import { PlatformHarness } from '../support/platform-harness.js';
import { startPrivateRedis } from '../support/private-redis.js';

/**
 * T11 and requirement 1: the sign-in limits hold across two gateway replicas, which count in
 * one Redis (`REDIS_URL`), whichever replica each attempt reaches.
 */
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let platform: PlatformHarness;
let replicas: string[];

beforeAll(async () => {
  redis = await startPrivateRedis();
  platform = new PlatformHarness({ env: { REDIS_URL: redis.url } });
  await platform.start();
  replicas = [platform.baseUrl, await platform.startGatewayReplica()];
}, BOOT_HOOK_TIMEOUT_MS);
afterAll(async () => {
  await platform?.stop();
  await redis?.stop();
});

/** A sign-in through one replica, from one client address. */
const signIn = (replica: string, clientIp: string, email: string, password: string) =>
  fetch(`${replica}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ email, password }),
  });

describe('rate limits across two gateway replicas (T11)', () => {
  it(`lets ${SIGN_IN_LIMIT_PER_MIN} of 20 sign-ins a minute from one address through, alternating replicas`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signIn(replicas[i % 2]!, '203.0.113.11', uniqueEmail('nadie'), 'Otra12345')).status);
    const through = statuses.filter((status) => status !== 429).length;
    recordFault({
      id: 'T11',
      scenario: 'Límites en dos réplicas del gateway',
      load: '20 ingresos en un minuto desde una dirección',
      faults: 'las réplicas se turnan, un Redis compartido',
      requests: statuses.length,
      lost: 0,
      countedTwice: 0,
      notes: `${through} pasaron (límite ${SIGN_IN_LIMIT_PER_MIN})`,
      passed: through === SIGN_IN_LIMIT_PER_MIN && statuses.slice(SIGN_IN_LIMIT_PER_MIN).every((status) => status === 429),
    });
    expect(statuses.filter((status) => status !== 429)).toHaveLength(SIGN_IN_LIMIT_PER_MIN);
    expect(statuses.slice(SIGN_IN_LIMIT_PER_MIN).every((status) => status === 429)).toBe(true);
  });

  it("stops guessing one account's password after 10 failures in a quarter hour, from many addresses and both replicas", async () => {
    const owner = await platform.signUp('brand');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(replicas[i % 2]!, `198.51.100.${i + 1}`, owner.email, 'Otra12345')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
