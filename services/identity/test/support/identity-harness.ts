import { IdentityRequests, type IssuedSession, type TwoFactorIssuedSession } from '@afilia/contracts';
import { ServiceHarness, unusedTotpCode } from '@afilia/service-kit/testing';
import { IdentityModule } from '../../src/app.module.js';
import { loadIdentityEnv } from '../../src/config/env.js';

/** The real identity service on the run's fresh database and NATS. */
export class IdentityHarness extends ServiceHarness {
  constructor() {
    super('identity', (env) => IdentityModule.register(loadIdentityEnv({ ...process.env, ...env })));
  }

  /** A sign-in of an account that asks for no second step: the session, or the test fails. */
  async signIn(email: string, password: string): Promise<IssuedSession> {
    const outcome = await this.call(IdentityRequests.signIn, { email, password });
    if ('twoFactor' in outcome) throw new Error(`${email} was asked for a second step (${outcome.twoFactor})`);
    return outcome;
  }

  /** An admin's first sign-in (decision 192): the password, then the app set up with the key the challenge gives. */
  async signInSettingUp(email: string, password: string): Promise<{ session: TwoFactorIssuedSession; key: string }> {
    const outcome = await this.call(IdentityRequests.signIn, { email, password });
    if (!('twoFactor' in outcome) || outcome.twoFactor !== 'setup' || !outcome.enrollment)
      throw new Error(`${email} was not asked to set up a second step`);
    const key = outcome.enrollment.key;
    const session = await this.call(IdentityRequests.verifyTwoFactor, { challenge: outcome.challenge, code: await unusedTotpCode(key) });
    return { session, key };
  }
}
