/**
 * The directory screen's own texts, where the seed has none (its texts are the contracts'
 * DIRECTORY_TEXTS and LIST_TEXTS): field labels, hints and the dialog's help.
 */
export const CREATOR_SCREEN_TEXTS = {
  loading: 'Cargando creadores...',
  loadingLists: 'Cargando listas...',
  retry: 'Reintentar',
  retryHint: 'No pudimos traer los creadores. Volvé a intentarlo en unos segundos.',
  typeFilter: 'Tipo',
  categoryFilter: 'Categoría',
  allCategories: 'Todas las categorías',
  sortFilter: 'Ordenar por',
  listFilter: 'Lista',
  allLists: 'Todas las listas',
  searchPlaceholder: 'Nombre del creador',
  creatorsGrid: 'Creadores',
  followers: 'Seguidores',
  engagement: 'Engagement',
  posts: 'Publicaciones',
  /** What the creator cleared in all, shown only when it opted in to verified results (issue 34 §4). */
  earned: 'Ganancias verificadas',
  noInternalHint: 'Creá tu primer creador con «Crear Creador» para trabajar con él.',
  noneAvailableHint: 'Cuando los creadores hagan público su perfil, vas a verlos acá.',
  noCreatorsHint: 'Probá con otra búsqueda o cambiá los filtros.',
  // 'Crear Creador'
  name: 'Nombre',
  email: 'Email',
  emailHelp: 'Opcional: le enviamos un link para que reclame su perfil en Afilia.',
  categories: 'Categorías',
  categoriesHelp: 'Separadas por comas, por ejemplo: Moda, Belleza, Lifestyle.',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  handleHelp: 'Usuario o dirección del perfil (opcional).',
  cancel: 'Cancelar',
  // 'Agregar a Lista'
  yourLists: 'Tus listas',
} as const;
