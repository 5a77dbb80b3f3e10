import {
  recoveryCodesSchema,
  totpEnrollmentSchema,
  twoFactorStatusSchema,
  type DisableTwoFactorRequest,
  type RecoveryCodes,
  type TotpEnrollment,
  type TwoFactorStatus,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** The signed-in person's two-step sign-in (decision 192): its state and the changes settings make. */
export function twoFactorApi(api: Pick<ApiClient, 'get' | 'post'>) {
  return {
    status: (): Promise<TwoFactorStatus> => api.get('/auth/two-factor', { schema: twoFactorStatusSchema }),
    start: (): Promise<TotpEnrollment> => api.post('/auth/two-factor/setup', {}, { schema: totpEnrollmentSchema }),
    confirm: (code: string): Promise<RecoveryCodes> => api.post('/auth/two-factor/confirm', { code }, { schema: recoveryCodesSchema }),
    disable: (request: DisableTwoFactorRequest): Promise<TwoFactorStatus> =>
      api.post('/auth/two-factor/disable', request, { schema: twoFactorStatusSchema }),
    renewCodes: (code: string): Promise<RecoveryCodes> =>
      api.post('/auth/two-factor/recovery-codes', { code }, { schema: recoveryCodesSchema }),
  };
}

/** The settings card's own texts (the shared ones are the platform's TWO_FACTOR_TEXTS). */
export const TWO_FACTOR_CARD_TEXTS = {
  offIntro: 'Además de tu contraseña, al iniciar sesión te vamos a pedir un código de tu app de autenticación.',
  on: 'Activada',
  off: 'Desactivada',
  required: 'Es obligatoria para las cuentas de administrador.',
  codesLeft: (n: number) => (n === 1 ? 'Te queda 1 código de recuperación.' : `Te quedan ${n} códigos de recuperación.`),
  enable: 'Activar',
  disable: 'Desactivar',
  renew: 'Generar códigos nuevos',
  renewIntro: 'Los códigos de recuperación anteriores dejan de servir. Confirmá con un código de tu app o uno de recuperación.',
  disableIntro: 'Confirmá con tu contraseña y un código de tu app o uno de recuperación.',
  cancel: 'Cancelar',
  password: 'Contraseña',
  codeOrRecovery: 'Código de la app o de recuperación',
  loadError: 'No se pudo cargar la verificación en dos pasos',
  saveError: 'No se pudo guardar el cambio',
  enabled: 'Verificación en dos pasos activada',
  disabled: 'Verificación en dos pasos desactivada',
  renewed: 'Códigos de recuperación nuevos generados',
} as const;
