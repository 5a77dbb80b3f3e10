import { createCreatorListRequestSchema, createCreatorRequestSchema, type CreateCreatorRequest } from '@afilia/contracts';

/** 'Crear Creador' as typed (seed 001 §5): every field a text, the categories comma separated. */
export interface CreatorFormValues {
  name?: string;
  email?: string;
  categories?: string;
  instagram?: string;
  tiktok?: string;
  youtube?: string;
}

export const NEW_CREATOR_VALUES: CreatorFormValues = { name: '', email: '', categories: '', instagram: '', tiktok: '', youtube: '' };

/**
 * The dialog's values as the request the gateway takes: the texts as typed, the empty optional
 * ones left out. The gateway parses it with the same schema (categories split on commas, '@' and
 * profile addresses reduced to the username).
 */
export function toCreateCreatorRequest(values: CreatorFormValues): CreateCreatorRequest {
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    name: values.name?.trim() ?? '',
    email: optional(values.email),
    categories: optional(values.categories),
    instagram: optional(values.instagram),
    tiktok: optional(values.tiktok),
    youtube: optional(values.youtube),
  };
}

/**
 * The dialog's values checked with the contracts schema before they are sent ('El nombre debe
 * tener al menos 2 caracteres', 'Email inválido'…); on failure the dialog shows each issue on
 * its field with `useFormIssues`.
 */
export function checkCreatorForm(values: CreatorFormValues) {
  const request = toCreateCreatorRequest(values);
  const checked = createCreatorRequestSchema.safeParse(request);
  return checked.success ? ({ success: true, request } as const) : ({ success: false, error: checked.error } as const);
}

/** 'Nueva lista' as typed (seed 001 §5): a name, required, and an optional description. */
export interface ListFormValues {
  name?: string;
  description?: string;
}

/** The new list's values checked with the contracts schema ('El nombre es requerido'), trimmed. */
export function checkListForm(values: ListFormValues) {
  return createCreatorListRequestSchema.safeParse({ name: values.name ?? '', description: values.description ?? null });
}
