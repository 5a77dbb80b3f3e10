import { useCallback } from 'react';
import { App, type FormInstance } from 'antd';
import { firstIssue } from '@afilia/contracts';
import { ApiError } from '../api/api-error';
import { fieldIssues } from './field-issues';

/** A failed `safeParse`'s error (a ZodError). */
export type SchemaError = Parameters<typeof firstIssue>[0];

/**
 * How a form reports that its values did not pass the contracts schema: the first message as a
 * toast (seed 000 §5), and each field's own message under it, marked invalid for assistive
 * technology (antd sets `aria-invalid` and `aria-describedby`), with the focus on the first
 * invalid field. Fields that pass lose an older message.
 *
 *   const checked = schema.safeParse(values);
 *   if (!checked.success) return showIssues(checked.error);
 *
 * `fieldOf` names the form's field of a schema key where they differ.
 */
export function useFormIssues(form: FormInstance, fieldOf?: Readonly<Record<string, string>>) {
  const { message } = App.useApp();
  return useCallback(
    (error: SchemaError) => {
      message.error(firstIssue(error));
      // A list's fields keep their whole path; the others are named by their key.
      const fields = form.getFieldsError().map(({ name }) => (name.length === 1 ? String(name[0]) : name));
      const issues = fieldIssues(error.issues, fields, fieldOf);
      form.setFields(issues.map((issue) => ({ name: issue.name as string | (string | number)[], errors: issue.errors })));
      const firstInvalid = issues.find((field) => field.errors.length > 0);
      if (firstInvalid) form.focusField(firstInvalid.name);
    },
    [form, message, fieldOf],
  );
}

/**
 * The same for the service's answer: a refusal that names a field the form has (`field` of the
 * error catalogue's body, mapped by `fieldOf` where the names differ) is shown under that field
 * with the focus on it. Answers whether it was; a refusal of no field is the caller's to toast.
 */
export function useServerFieldError(form: FormInstance, fieldOf?: Readonly<Record<string, string>>) {
  return useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError) || !error.field) return false;
      const field = fieldOf?.[error.field] ?? error.field;
      // A list's item is named by its path, `rewards.tiers.0.fromSales`.
      const name = form.getFieldsError().find(({ name }) => name.join('.') === field)?.name;
      if (!name) return false;
      form.setFields([{ name, errors: [error.message] }]);
      form.focusField(name);
      return true;
    },
    [form, fieldOf],
  );
}

/**
 * A field's message goes as soon as its value changes: antd keeps a message set by `setFields`
 * until the next validation, so a corrected field would still read as wrong. Pass the answer as
 * the form's `onValuesChange`.
 */
export function clearIssuesOnChange(form: FormInstance) {
  return (changed: Record<string, unknown>) => form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
}
