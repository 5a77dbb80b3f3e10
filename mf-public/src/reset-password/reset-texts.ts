/** Texts of seed 000 §8 / seed 002 §8 (reset password). Bad-token texts come from the server. */
export const RESET_TEXTS = {
  noToken: 'Token no válido',
  validateError: 'Error al validar token',
  updateError: 'Error al actualizar contraseña',
  updated: 'Contraseña actualizada exitosamente',
} as const;

/** Errors that mean the link itself is unusable: the person goes back to /auth. */
export function isBadTokenCode(code: string): boolean {
  return code.startsWith('RESET_TOKEN_');
}
