/**
 * Password-reset links may land on `/` with `?resetToken=` or `?token=`; the landing sends them
 * on to `/reset-password?token=...`, replacing the history entry (seed 000 §2).
 */
export function resetPasswordRedirect(search: string): string | null {
  const params = new URLSearchParams(search);
  const token = params.get('resetToken') || params.get('token');
  return token ? `/reset-password?token=${encodeURIComponent(token)}` : null;
}
