import type { AuthResponse, SignInRequest, SignUpRequest } from '@afilia/contracts';
import { sleep } from './api/backoff';
import { createQueryClient } from './query/query-client';
import { createSession } from './session/session-service';
import { createSessionHooks } from './session/use-session';

/** The page's one session, API client and query client. Created once, when the shell loads the platform. */
export const session = createSession({
  baseUrl: '/api/v1',
  fetch: (input, init) => window.fetch(input, init),
  now: () => Date.now(),
  sleep,
});
export const api = session.api;
export const queryClient = createQueryClient();
export const { useSession, useCurrentUser, useRole } = createSessionHooks(session);

/** Sign-in and sign-up drop whatever the previous person had cached. */
export async function signIn(request: SignInRequest): Promise<AuthResponse> {
  const response = await session.signIn(request);
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
