import type {
  AuthResponse,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
  TwoFactorSession,
  VerifyTwoFactorRequest,
} from '@afilia/contracts';
import { sleep } from './api/backoff';
import { createQueryClient } from './query/query-client';
import { createSession } from './session/session-service';
import { createSessionHooks } from './session/use-session';
import { API_BASE, takeEarlyRefresh } from './session/refresh-request';
import { writeActiveBrandId } from './brand/active-brand-store';

/** The page's one session, API client and query client. Created once, when the shell loads the platform. */
export const session = createSession({
  baseUrl: API_BASE,
  fetch: (input, init) => window.fetch(input, init),
  now: () => Date.now(),
  sleep,
  earlyRefresh: takeEarlyRefresh,
});
export const api = session.api;
export const queryClient = createQueryClient();
export const { useSession, useCurrentUser, useRole } = createSessionHooks(session);

/** Sign-in and sign-up drop whatever the previous person had cached. */
export async function signIn(request: SignInRequest): Promise<SignInResponse> {
  const response = await session.signIn(request);
  queryClient.clear();
  return response;
}

/** The sign-in's second step (verificación en dos pasos). */
export async function verifyTwoFactor(request: VerifyTwoFactorRequest): Promise<TwoFactorSession> {
  const response = await session.verifyTwoFactor(request);
  queryClient.clear();
  return response;
}

export async function signUp(request: SignUpRequest): Promise<AuthResponse> {
  const response = await session.signUp(request);
  queryClient.clear();
  return response;
}

export async function signOut(): Promise<void> {
  await session.signOut();
  queryClient.clear();
}

/** An agency switches brand: every screen reads the new one, and what it had loaded is read again. */
export function switchActiveBrand(userId: string, brandId: string): void {
  writeActiveBrandId(userId, brandId);
  void queryClient.invalidateQueries();
}

/** A new access token and user (after a change the token carries, such as a new brand). */
export function refreshSession(): Promise<boolean> {
  return session.refresh();
}
