import { currentUserSchema, updateProfileRequestSchema, type CurrentUser } from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** Generic settings' texts (seed 002 §8 'Profile'). */
export const PROFILE_TEXTS = {
  updated: 'Perfil actualizado exitosamente',
  updateError: 'Error al actualizar perfil',
} as const;

/** The new name, checked with the contracts schema (seed 002 §5): `data.name` is trimmed; on failure the page shows the issues with `useFormIssues`. */
export function checkProfileName(name: string | undefined) {
  return updateProfileRequestSchema.safeParse({ name: name ?? '' });
}

/** PATCH /auth/me: only the name changes (the e-mail is read-only); answers the current user. */
export function updateProfile(api: Pick<ApiClient, 'patch'>, name: string): Promise<CurrentUser> {
  return api.patch('/auth/me', { name }, { schema: currentUserSchema });
}
