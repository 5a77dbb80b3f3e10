/** The texts of two-step sign-in (decision 192), shared by the sign-in and the settings. */
export const TWO_FACTOR_TEXTS = {
  title: 'Verificación en dos pasos',
  codeLabel: 'Código de verificación',
  recoveryLabel: 'Código de recuperación',
  codeHelp: 'Ingresá el código de 6 dígitos que muestra tu app de autenticación.',
  recoveryHelp: 'Ingresá uno de los códigos de recuperación que guardaste. Cada uno sirve una sola vez.',
  useRecovery: 'Usar un código de recuperación',
  useApp: 'Usar el código de la app',
  verify: 'Verificar',
  setupIntro:
    'Escaneá el código QR con tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password u otra) y escribí el código de 6 dígitos que te muestra.',
  adminSetupIntro: 'Las cuentas de administrador necesitan verificación en dos pasos. Configurala ahora para entrar.',
  qrLabel: 'Código QR para agregar Afilia a tu app de autenticación',
  keyIntro: '¿No podés escanearlo? Ingresá esta clave en la app:',
  keyCopied: '¡Clave copiada!',
  copyKey: 'Copiar la clave',
  activate: 'Activar',
  codesTitle: 'Tus códigos de recuperación',
  codesWarning:
    'Guardalos en un lugar seguro: si perdés tu teléfono, cada uno te deja entrar una sola vez. No los vamos a volver a mostrar.',
  codesListLabel: 'Códigos de recuperación',
  copyCodes: 'Copiar códigos',
  codesCopied: '¡Códigos copiados!',
  downloadCodes: 'Descargar',
  codesDone: 'Ya los guardé',
} as const;
