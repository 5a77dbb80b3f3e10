/** The creator's campaign screens' own texts (seed 002 §8 'Creator'). Service answers are shown from the answer. */
export const CREATOR_TEXTS = {
  loadError: 'Error al cargar campañas',
  applyError: 'Error al aplicar a la campaña',
  acceptCounterOfferError: 'Error al aceptar contraoferta',
  rejectCounterOfferError: 'Error al rechazar contraoferta',
  collaborationsLoadError: 'Error al cargar colaboraciones',
  copied: 'Link copiado al portapapeles',
} as const;
