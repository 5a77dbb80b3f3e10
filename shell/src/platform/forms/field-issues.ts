/** One issue of a schema's failed `safeParse` (zod's shape), as much of it as a form shows. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

export interface FieldIssue {
  name: string;
  /** The field's first message, or none: a field that is valid now loses its old message. */
  errors: string[];
}

/**
 * The form's fields, in the form's order, each with the first message the schema gave it.
 * `fieldOf` names the form field of a schema key where they differ (the product dialog takes
 * pesos in `price` for the schema's `priceCents`). Issues on no field of the form (a fixed value,
 * the whole object) are left to the toast.
 */
export function fieldIssues(
  issues: readonly SchemaIssue[],
  fields: readonly string[],
  fieldOf: Readonly<Record<string, string>> = {},
): FieldIssue[] {
  const first = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key !== 'string') continue;
    const field = fieldOf[key] ?? key;
    if (!first.has(field)) first.set(field, issue.message);
  }
  return fields.map((name) => {
    const message = first.get(name);
    return { name, errors: message === undefined ? [] : [message] };
  });
}
