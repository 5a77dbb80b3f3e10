import { useSyncExternalStore } from 'react';
import type { CurrentUser, Role } from '@afilia/contracts';
import type { Session, SessionState } from './session-service';

export function createSessionHooks(session: Session) {
  const { subscribe, get } = session.store;
  const useSession = (): SessionState => useSyncExternalStore(subscribe, get, get);
  const useCurrentUser = (): CurrentUser | null => useSession().user;
  const useRole = (): Role | null => useSession().user?.role ?? null;
  return { useSession, useCurrentUser, useRole };
}
