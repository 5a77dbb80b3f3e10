import {
  payeeBalanceSchema,
  messageResponseSchema,
  type PayeeBalance,
  type MessageResponse,
  type PayoutAccountInput,
} from '@afilia/contracts';
import type { ApiClient } from '../api/api-client';

export const PAYEE_BALANCE_KEY = ['payouts', 'balance'] as const;

/** The balance and payouts of whoever is paid (a creator, an agency), and its payout account. */
export function payoutsApi(api: ApiClient) {
  return {
    balance(): Promise<PayeeBalance> {
      return api.get('/payouts/balance', { schema: payeeBalanceSchema });
    },
    saveAccount(account: PayoutAccountInput): Promise<MessageResponse> {
      return api.put('/payouts/account', account, { schema: messageResponseSchema });
    },
  };
}
