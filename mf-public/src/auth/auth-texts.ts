/** Toasts of seed 000 §8 (auth). */
export const AUTH_TEXTS = {
  signUpSuccess: 'Cuenta creada exitosamente!',
  signUpError: 'Error al crear cuenta',
  signInSuccess: 'Sesión iniciada!',
  signInError: 'Error al iniciar sesión',
  resetEmailSent: '¡Email enviado! Revisá tu bandeja de entrada',
  resetEmailError: 'Error al enviar email',
} as const;

export const ROLE_OPTIONS = [
  { value: 'brand', label: 'Marca' },
  { value: 'creator', label: 'Creador' },
  { value: 'agency', label: 'Agencia' },
] as const;
