import type { Payout } from '@afilia/contracts';

/**
 * Who moves a payout's money to the creator (DESIGN.md: external services behind an interface,
 * with a real adapter and a local default). `send` is called once per payout, with the payout's
 * own idempotency key, after its batch committed; a provider that settles later reports back.
 */
export interface PayoutProvider {
  readonly name: string;
  send(payout: Payout): Promise<{ status: 'pending' | 'sent'; reference: string | null }>;
}

export const PAYOUT_PROVIDER = Symbol('PAYOUT_PROVIDER');

/**
 * The embedded default: the ledger settled by hand. Nothing is sent; the operator transfers the
 * money to each payout's account and the admin marks the batch paid.
 */
export class ManualPayoutProvider implements PayoutProvider {
  readonly name = 'manual';

  async send(): Promise<{ status: 'pending'; reference: null }> {
    return { status: 'pending', reference: null };
  }
}
