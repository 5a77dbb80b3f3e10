/**
 * The campaign screens' own texts (seed 002 §8 'Campaign' and 'Brand review'): toasts and the
 * prefixes of failure toasts. What the services answer (created, paused, deleted, accepted…)
 * is shown from their answer.
 */
export const CAMPAIGN_SCREEN_TEXTS = {
  loadError: 'Error al cargar datos',
  loadOneError: 'Error al cargar campaña',
  createError: 'Error al crear campaña',
  created: 'Campaña creada exitosamente',
  updated: 'Campaña actualizada',
  updateError: 'Error al actualizar campaña',
  deleteError: 'Error al eliminar campaña',
  pixelMissing: 'Píxel de conversión no detectado',
  pixelHelp:
    'Instalá el píxel de conversión en tu sitio desde Configuración de Marca › Tracking y Conversiones. Cuando lo detectemos vas a poder crear campañas por conversión.',
  refreshed: 'Estadísticas actualizadas',
  applicationsLoadError: 'Error al cargar aplicaciones',
  acceptError: 'Error al aceptar aplicación',
  approveError: 'Error al aprobar aplicación',
  counterOfferError: 'Error al enviar contraoferta',
  rejectError: 'Error al rechazar aplicación',
  counterOffersLoadError: 'Error al cargar contraofertas',
  activeCreatorsLoadError: 'Error al cargar creadores activos',
  /** Ours: the seeds do not show moderation. */
  bannerError: 'Error al moderar el mensaje',
  /** Seed 002 §8 'Discount code'; the load and create failures are ours. */
  discountCodeCreated: 'Código creado exitosamente',
  discountCodeCreateError: 'Error al crear el código',
  discountCodesLoadError: 'Error al cargar códigos de descuento',
  discountCodeDeactivateError: 'Error al desactivar el código',
  /** Seed 002 §8 'Links and codes'. */
  customLinkCreated: 'Link personalizado creado',
  customLinkCreateError: 'Error al crear link',
  linkDeleted: 'Link eliminado exitosamente',
  linkDeleteError: 'Error al eliminar link',
  linkCopied: 'Link copiado al portapapeles',
  /** Ours (issue 34 §3): an old custom link that leads outside the brand's domains. */
  offDomain: 'Fuera de tus dominios',
  /** Ours (issue 34 §2): a CPC link's clicks held by a fraud signal. */
  heldClicks: 'Clics retenidos',
  heldClicksError: 'Error al resolver los clics retenidos',
  releaseHeld: 'Liberar clics',
  discardHeld: 'Descartar clics',
  releaseHeldTitle: '¿Liberar los clics retenidos?',
  discardHeldTitle: '¿Descartar los clics retenidos?',
  releaseHeldContent: (n: number) =>
    `Se cobran ${n === 1 ? 'el clic retenido' : `los ${n} clics retenidos`} dentro del cupo del creador y el link vuelve a cobrar normalmente.`,
  discardHeldContent: (n: number) =>
    `${n === 1 ? 'El clic retenido no se cobra' : `Los ${n} clics retenidos no se cobran`} y el link vuelve a cobrar normalmente.`,
} as const;
