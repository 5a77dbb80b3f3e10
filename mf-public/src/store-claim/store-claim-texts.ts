import { formatDateTime, type StoreInstallation } from '@afilia/contracts';

/** The texts of /conectar-tienda (decision 217; the seeds describe only the install from Afilia). */
export const STORE_CLAIM_TEXTS = {
  title: 'Conectar tu tienda',
  checking: 'Buscando la instalación...',
  signedOut: 'Para terminar, iniciá sesión con la cuenta de tu marca o de tu agencia, o creá una.',
  wrongRole: 'Una tienda se conecta con la cuenta de su marca o de su agencia. Cerrá esta sesión e iniciá sesión con esa cuenta.',
  noBrands: 'Tu agencia todavía no tiene marcas: agregá una para conectar su tienda.',
  brandLabel: 'Marca',
  signIn: 'Iniciar Sesión',
  signUp: 'Crear Cuenta',
  signOut: 'Cerrar sesión',
  claim: 'Conectar esta tienda',
  missingToken: 'Falta la instalación: instalá la app de nuevo desde tu tienda',
} as const;

/** 'La tienda «Moda Pampa» (modapampa.mitiendanube.com) instaló Afilia y espera hasta …'. */
export function installationSummary(installation: StoreInstallation): string {
  const name = installation.storeName ? `«${installation.storeName}»` : 'Tu tienda';
  const domain = installation.storeDomain ? ` (${installation.storeDomain})` : '';
  const subject = installation.storeName ? `La tienda ${name}` : name;
  return `${subject}${domain} instaló Afilia y espera que la conectes hasta el ${formatDateTime(installation.expiresAt)}.`;
}
