import { z } from 'zod';

/** Control characters other than line breaks and tabs; Postgres refuses NUL in text outright. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** On one line, line breaks and tabs are control characters too. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/;

/**
 * The one base for a text field a person or a client sends: a string without control
 * characters, refused with the field's own message (a 400 that names the field, never a
 * database error). `multiline` lets descriptions keep their line breaks; `typeError` is the
 * message when the value is not text at all (defaults to `invalid`).
 */
export function textField(options: { invalid: string; typeError?: string; multiline?: boolean }) {
  const control = options.multiline ? CONTROL : CONTROL_SINGLE_LINE;
  return z.string({ error: options.typeError ?? options.invalid }).refine((value) => !control.test(value), { error: options.invalid });
}
