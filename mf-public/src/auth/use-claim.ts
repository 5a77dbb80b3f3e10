import { useEffect, useState } from 'react';
import type { ClaimInfo } from '@afilia/contracts';
import { api } from '@afilia/platform';
import { claimApi } from './claim-api';

export type Claim = { status: 'none' } | { status: 'checking' } | { status: 'ready'; info: ClaimInfo } | { status: 'invalid' };

/** The claim link's profile, read once per token: 'invalid' when it cannot be used (or cannot be read). */
export function useClaim(token: string | null): Claim {
  const [claim, setClaim] = useState<Claim>(token ? { status: 'checking' } : { status: 'none' });
  useEffect(() => {
    if (!token) {
      setClaim({ status: 'none' });
      return;
    }
    let current = true;
    setClaim({ status: 'checking' });
    claimApi(api)
      .info(token)
      .then((info) => current && setClaim({ status: 'ready', info }))
      .catch(() => current && setClaim({ status: 'invalid' }));
    return () => {
      current = false;
    };
  }, [token]);
  return claim;
}
