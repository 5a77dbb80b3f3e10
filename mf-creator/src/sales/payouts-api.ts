import {
  creatorBalanceSchema,
  messageResponseSchema,
  type CreatorBalance,
  type MessageResponse,
  type PayoutAccountInput,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

export const CREATOR_BALANCE_KEY = ['payouts', 'balance'] as const;

/** 'Mis Ganancias': the creator's balance and payouts, and its payout account. */
export function payoutsApi(api: ApiClient) {
  return {
    balance(): Promise<CreatorBalance> {
      return api.get('/payouts/balance', { schema: creatorBalanceSchema });
    },
    saveAccount(account: PayoutAccountInput): Promise<MessageResponse> {
      return api.put('/payouts/account', account, { schema: messageResponseSchema });
    },
  };
}
