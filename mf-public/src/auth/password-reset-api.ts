import { messageResponseSchema, type MessageResponse } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/**
 * mf-public's calls to the gateway for password recovery. Sign-in, sign-up and sign-out go
 * through the platform's session. Pact pins both against the gateway (test/pact).
 */
export function passwordResetApi(api: ApiClient) {
  return {
    /** Always answers the same message, whether or not the e-mail has an account. */
    request(email: string): Promise<MessageResponse> {
      return api.post('/auth/request-password-reset', { email }, { auth: false, schema: messageResponseSchema });
    },
    /** Tells whether the token can still be used; fails with its Spanish reason. */
    check(token: string): Promise<MessageResponse> {
      return api.post('/auth/validate-reset-token', { token }, { auth: false, schema: messageResponseSchema });
    },
    reset(token: string, newPassword: string): Promise<MessageResponse> {
      return api.post('/auth/validate-reset-token', { token, newPassword }, { auth: false, schema: messageResponseSchema });
    },
  };
}
