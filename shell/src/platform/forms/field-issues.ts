/** One issue of a schema's failed `safeParse` (zod's shape), as much of it as a form shows. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** A form field's name as antd gives it: a key, or the path of a field in a list (`['rewards', 'tiers', 0, 'fromSales']`). */
export type FieldName = string | readonly (string | number)[];

export interface FieldIssue {
  name: FieldName;
  /** The field's first message, or none: a field that is valid now loses its old message. */
  errors: string[];
}

const keyOf = (name: FieldName) => (typeof name === 'string' ? name : name.join('.'));

/**
 * The form's fields, in the form's order, each with the first message the schema gave it.
 * An issue goes to the field at its whole path (a list's item), else to the field of its first
 * key; `fieldOf` names the form field of a schema key where they differ (the product dialog takes
 * pesos in `price` for the schema's `priceCents`). Issues on no field of the form (a fixed value,
 * the whole object, a list's length) are left to the toast.
 */
export function fieldIssues(
  issues: readonly SchemaIssue[],
  fields: readonly FieldName[],
  fieldOf: Readonly<Record<string, string>> = {},
): FieldIssue[] {
  const known = new Set(fields.map(keyOf));
  const first = new Map<string, string>();
  for (const issue of issues) {
    const top = issue.path[0];
    if (typeof top !== 'string') continue;
    const whole = issue.path.map(String).join('.');
    const field = fieldOf[whole] ?? (known.has(whole) ? whole : (fieldOf[top] ?? top));
    if (!first.has(field)) first.set(field, issue.message);
  }
  return fields.map((name) => {
    const message = first.get(keyOf(name));
    return { name, errors: message === undefined ? [] : [message] };
  });
}
