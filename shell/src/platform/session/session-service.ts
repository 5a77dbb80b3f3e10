import {
  authResponseSchema,
  currentUserSchema,
  signInResponseSchema,
  twoFactorSessionSchema,
  REFRESH_RETRY_BASE_MS,
  SESSION_EXPIRY_MARGIN_S,
  type AuthResponse,
  type CurrentUser,
  type SignInRequest,
  type SignInResponse,
  type SignUpRequest,
  type TwoFactorSession,
  type VerifyTwoFactorRequest,
} from '@afilia/contracts';
import { ApiClient } from '../api/api-client';
import { backoffDelay } from '../api/backoff';
import { createStore, type Store } from '../store';
import { refreshRequest } from './refresh-request';

export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** In memory only; never persisted. The refresh token is an httpOnly cookie. */
  accessToken: string | null;
  /** Epoch ms at which the access token expires. */
  expiresAt: number | null;
}

export const RESTORING: SessionState = { status: 'restoring', user: null, accessToken: null, expiresAt: null };
export const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, accessToken: null, expiresAt: null };

/** Retries of a refresh that failed for a transient reason (network, 5xx, 429): 200, 400, 800 ms. */
export const MAX_REFRESH_RETRIES = 3;

export interface SessionDeps {
  baseUrl: string;
  fetch: typeof fetch;
  now(): number;
  sleep(ms: number): Promise<void>;
  /** A refresh the page sent before the session existed (refresh-request.ts), taken by the first refresh. */
  earlyRefresh?(): Promise<Response> | null;
}

export interface Session {
  store: Store<SessionState>;
  api: ApiClient;
  /**
   * Turns the refresh cookie back into a session, once per page: the shell starts it as early as
   * it knows a dashboard is coming, and later callers share that first answer.
   */
  restore(): Promise<boolean>;
  /** One refresh at a time; concurrent callers share it. */
  refresh(): Promise<boolean>;
  /** A session, or the second step the account asks for first (then `verifyTwoFactor`). */
  signIn(request: SignInRequest): Promise<SignInResponse>;
  verifyTwoFactor(request: VerifyTwoFactorRequest): Promise<TwoFactorSession>;
  signUp(request: SignUpRequest): Promise<AuthResponse>;
  signOut(): Promise<void>;
  /** Re-reads the current user (after a profile or brand change). */
  reloadUser(): Promise<CurrentUser | null>;
}

type RefreshOutcome = 'ok' | 'rejected' | 'transient';

export function createSession(deps: SessionDeps): Session {
  const store = createStore<SessionState>(RESTORING);
  let inflight: Promise<boolean> | null = null;
  let restored: Promise<boolean> | null = null;

  const apply = (response: AuthResponse) =>
    store.set({
      status: 'signed-in',
      user: response.user,
      accessToken: response.accessToken,
      expiresAt: deps.now() + response.expiresIn * 1000,
    });
  const clear = () => store.set(SIGNED_OUT);

  const isExpiring = (state: SessionState) => state.expiresAt !== null && state.expiresAt - SESSION_EXPIRY_MARGIN_S * 1000 <= deps.now();

  async function accessToken(): Promise<string | null> {
    const state = store.get();
    if (!state.accessToken) return null;
    if (!isExpiring(state)) return state.accessToken;
    await refresh();
    return store.get().accessToken;
  }

  async function tryRefresh(): Promise<RefreshOutcome> {
    let response: Response;
    try {
      response = await (deps.earlyRefresh?.() ?? refreshRequest(deps.baseUrl, deps.fetch));
    } catch {
      return 'transient';
    }
    if (response.ok) {
      const parsed = authResponseSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) {
        console.error('Respuesta de refresh inválida', parsed.error);
        return 'rejected';
      }
      apply(parsed.data);
      return 'ok';
    }
    return response.status >= 500 || response.status === 429 ? 'transient' : 'rejected';
  }

  async function refreshWithBackoff(): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      const outcome = await tryRefresh();
      if (outcome === 'ok') return true;
      if (outcome === 'rejected' || attempt >= MAX_REFRESH_RETRIES) {
        clear();
        return false;
      }
      await deps.sleep(backoffDelay(attempt, REFRESH_RETRY_BASE_MS));
    }
  }

  function refresh(): Promise<boolean> {
    inflight ??= refreshWithBackoff().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  const api = new ApiClient({
    baseUrl: deps.baseUrl,
    fetch: deps.fetch,
    accessToken,
    refresh,
    onUnauthenticated: clear,
  });

  return {
    store,
    api,
    restore: () => (restored ??= refresh()),
    refresh,
    async signIn(request) {
      const response = await api.post('/auth/sign-in', request, { auth: false, schema: signInResponseSchema });
      if (!('twoFactor' in response)) apply(response);
      return response;
    },
    async verifyTwoFactor(request) {
      const response = await api.post('/auth/two-factor/verify', request, { auth: false, schema: twoFactorSessionSchema });
      apply(response);
      return response;
    },
    async signUp(request) {
      const response = await api.post('/auth/sign-up', request, { auth: false, schema: authResponseSchema });
      apply(response);
      return response;
    },
    async signOut() {
      try {
        await api.post('/auth/sign-out', {}, { retryOnUnauthorized: false });
      } catch (error) {
        console.error('Error al cerrar sesión', error);
      } finally {
        clear();
      }
    },
    async reloadUser() {
      const user = await api.get('/auth/me', { schema: currentUserSchema });
      store.set((state) => (state.status === 'signed-in' ? { ...state, user } : state));
      return user;
    },
  };
}
