import { brandActor } from './testing/actors.js';
import { callerKey, CallerVerifier, generateCallerKeys, passFor, PassRefused, publicKeysOf, signPass } from './caller-auth.js';

const keys = generateCallerKeys(['gateway', 'identity']);
const gateway = callerKey('gateway', keys.gateway!.privateKey);
const verifier = CallerVerifier.fromSetting(publicKeysOf(keys));

describe('signed passes', () => {
  it('carry the caller and the actor to the subject they were signed for', () => {
    const actor = brandActor();
    expect(verifier.verify(signPass(gateway, 'catalogue.product.list', actor), 'catalogue.product.list')).toEqual({
      caller: 'gateway',
      actor,
    });
    expect(() => verifier.verify(signPass(gateway, 'catalogue.product.list', actor), 'catalogue.product.delete')).toThrow(PassRefused);
  });

  it('are signed once per route and person for half their life, and checked once while valid', () => {
    const actor = brandActor();
    const now = Date.now();
    const first = passFor(gateway, 'identity.user.get', actor, now);
    expect(passFor(gateway, 'identity.user.get', actor, now + 29_000)).toBe(first);
    expect(passFor(gateway, 'identity.user.get', actor, now + 31_000)).not.toBe(first);
    expect(passFor(gateway, 'identity.user.get', brandActor(), now)).not.toBe(first);
    expect(verifier.verify(first, 'identity.user.get', now).actor).toEqual(actor);
    // A checked pass is remembered for its subject only, and not past its expiry.
    expect(() => verifier.verify(first, 'identity.brand.get', now)).toThrow(PassRefused);
    expect(() => verifier.verify(first, 'identity.user.get', now + 61_000)).toThrow(PassRefused);
  });
});
