/**
 * The catalogue screen's own texts (seed 000 §8): its toasts and the prefixes of its failure
 * toasts. What the service answers (a deletion's message) is shown from its answer.
 */
export const PRODUCT_TEXTS = {
  created: 'Producto creado exitosamente',
  updated: 'Producto actualizado exitosamente',
  loadError: 'Error al cargar productos',
  createError: 'Error al crear producto',
  updateError: 'Error al actualizar producto',
  deleteError: 'Error al eliminar producto',
  syncError: 'Error al sincronizar productos',
} as const;
