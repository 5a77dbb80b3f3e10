import { errors } from '@nats-io/transport-node';
import { refusedCredentials } from './jetstream.js';

describe('a refused key', () => {
  it('is the bus refusing the credentials, which no second dial changes', () => {
    expect(refusedCredentials(new errors.AuthorizationError('Authorization Violation'))).toBe(true);
    expect(refusedCredentials(new errors.UserAuthenticationExpiredError('User Authentication Expired'))).toBe(true);
  });

  it('is not a server that stopped waiting for the answer, nor a server not there yet', () => {
    expect(refusedCredentials(new errors.AuthorizationError('Authentication Timeout'))).toBe(false);
    expect(refusedCredentials(new Error('CONNECTION_REFUSED'))).toBe(false);
  });
});
