import { z } from 'zod';
import { textField } from '../../common/text.js';

/**
 * Creator lists (seed 001 §3 creator_lists and creator_list_items, §5 'New list', §6: any
 * signed-in user keeps their own; §9: the dialog's list area is 300 px tall).
 */
export const LIST_TEXTS = {
  dialogTitle: 'Agregar a Lista',
  newList: 'Nueva lista',
  name: 'Nombre',
  description: 'Descripción',
  create: 'Crear lista',
  save: 'Guardar',
  nameRequired: 'El nombre es requerido',
  nameTooLong: 'El nombre puede tener hasta 100 caracteres',
  descriptionTooLong: 'La descripción puede tener hasta 500 caracteres',
  invalidText: 'El texto contiene caracteres no válidos',
  created: 'Lista creada exitosamente',
  updated: 'Listas actualizadas exitosamente',
  loadError: 'Error al cargar listas',
  createError: 'Error al crear lista',
  updateError: 'Error al actualizar listas',
  noLists: 'Todavía no tienes listas',
  /** Ours: a list name is the user's way to tell lists apart. */
  nameTaken: 'Ya tienes una lista con este nombre',
  notFound: 'Lista no encontrada',
  tooManyLists: 'Podés tener hasta 200 listas',
  listFull: 'Una lista puede tener hasta 5000 creadores',
} as const;

/** How many lists a user keeps at most, and how many creators one list holds (the texts above say them). */
export const LISTS_MAX = 200;
export const LIST_ITEMS_MAX = 5000;

/** A list as its owner reads it, and whether the creator the dialog opened for is in it. */
export const creatorListSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  creatorCount: z.number().int(),
  /** Whether the creator named in the query is in the list (false when none is named). */
  includesCreator: z.boolean(),
});
export type CreatorListSummary = z.infer<typeof creatorListSummarySchema>;
export const creatorListSummariesSchema = z.array(creatorListSummarySchema);

export const listCreatorListsQuerySchema = z.object({ creatorId: z.uuid({ error: 'Creador inválido' }).optional() });

/** 'Nueva lista' (seed 001 §5): a name, trimmed and required; an optional description. */
export const createCreatorListRequestSchema = z.object({
  name: textField({ invalid: LIST_TEXTS.invalidText, typeError: LIST_TEXTS.nameRequired })
    .trim()
    .min(1, { error: LIST_TEXTS.nameRequired })
    .max(100, { error: LIST_TEXTS.nameTooLong }),
  description: textField({ invalid: LIST_TEXTS.invalidText, multiline: true })
    .trim()
    .max(500, { error: LIST_TEXTS.descriptionTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateCreatorListRequest = z.input<typeof createCreatorListRequestSchema>;

/** The dialog's save: the creator is in exactly these of the user's lists afterwards. */
export const setCreatorListsRequestSchema = z.object({
  creatorId: z.uuid({ error: 'Creador inválido' }),
  listIds: z.array(z.uuid({ error: LIST_TEXTS.notFound })).max(LISTS_MAX),
});
export type SetCreatorListsRequest = z.infer<typeof setCreatorListsRequestSchema>;
