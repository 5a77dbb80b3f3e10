import { callerKey, generateCallerKeys, publicKeysOf, type CallerKey } from '../caller-auth.js';

/**
 * The callers' keys of a test run: made once by the integration setup (which puts them in
 * AFILIA_TEST_CALLER_KEYS, and the public half in CALLER_KEYS for the services), so the tests,
 * the services they start in-process and the ones they spawn all agree.
 */
export function testCallerKeys(): Record<string, { privateKey: string; publicKey: string }> {
  const json = process.env.AFILIA_TEST_CALLER_KEYS;
  if (!json) throw new Error('AFILIA_TEST_CALLER_KEYS is not set: integration tests run through tools/jest/integration.setup.js');
  return JSON.parse(json) as Record<string, { privateKey: string; publicKey: string }>;
}

/** Makes the run's keys and publishes them through the environment (the integration setup calls it). */
export function provideTestCallerKeys(callers: readonly string[]): void {
  const keys = generateCallerKeys(callers);
  process.env.AFILIA_TEST_CALLER_KEYS = JSON.stringify(keys);
  process.env.CALLER_KEYS = publicKeysOf(keys);
  // The gateway started by a test signs as itself.
  process.env.SIGNING_KEY = keys.gateway?.privateKey ?? '';
}

/** A caller's key for a test to sign with, as the gateway or a service would. */
export function testCaller(name: string): CallerKey {
  const key = testCallerKeys()[name];
  if (!key) throw new Error(`No test key for caller ${name}`);
  return callerKey(name, key.privateKey);
}
