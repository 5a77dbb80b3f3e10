/**
 * 'Mis Links y Códigos' texts the contracts do not hold (seed 001 §8 Links and its success list):
 * the toasts' prefixes ('{prefix}: {msg}') and the copy confirmations.
 */
export const LINKS_TEXTS = {
  loadError: 'Error al cargar datos',
  generateError: 'Error al generar link',
  updateError: 'Error al actualizar',
  deleteError: 'Error al eliminar',
  linkCopied: '¡Link copiado!',
  shopCopied: 'Link de tienda copiado!',
  codeCopied: 'Código copiado!',
} as const;
