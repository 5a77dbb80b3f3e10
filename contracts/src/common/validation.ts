import { z } from 'zod';
import { containsLink, NAME_LINK_MESSAGE, textField } from './text.js';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PERSON_NAME_MAX, PERSON_NAME_MIN } from './constants.js';

/** Field rules of seed 000 §5, each with its exact Spanish message. Forms show the first error. */

export const emailField = z
  .string({ error: 'Email inválido' })
  .trim()
  .pipe(z.email({ error: 'Email inválido' }).max(EMAIL_MAX, { error: 'Email demasiado largo' }));

export const passwordField = textField({
  invalid: 'La contraseña contiene caracteres no válidos',
  typeError: 'La contraseña debe tener al menos 8 caracteres',
})
  .min(PASSWORD_MIN, { error: 'La contraseña debe tener al menos 8 caracteres' })
  .max(PASSWORD_MAX, { error: 'La contraseña es demasiado larga' })
  .regex(/[A-Z]/, { error: 'Debe incluir al menos una mayúscula' })
  .regex(/[a-z]/, { error: 'Debe incluir al menos una minúscula' })
  .regex(/[0-9]/, { error: 'Debe incluir al menos un número' });

/**
 * A person's name at sign-up and in 'Configuración' (a creator's and a brand's first name too):
 * letters only; a link is told as a link (issue 36 §3) before the letters rule speaks.
 */
export const personNameField = z
  .string({ error: 'El nombre debe tener al menos 2 caracteres' })
  .trim()
  .refine((value) => !containsLink(value), { error: NAME_LINK_MESSAGE, abort: true })
  .min(PERSON_NAME_MIN, { error: 'El nombre debe tener al menos 2 caracteres' })
  .max(PERSON_NAME_MAX, { error: 'El nombre es demasiado largo' })
  .regex(/^[a-zA-ZáéíóúÁÉÍÓÚüÜñÑ ]+$/, { error: 'El nombre solo puede contener letras' });

/** First issue of a failed parse, as forms show it. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Los datos enviados no son válidos';
}

/**
 * Each field's first problem, keyed by its path ('slug', 'blocks.2.data.url', 'networks.tiktok.followers'):
 * what a form of nested fields shows under each of them.
 */
export function issuesByPath(error: z.ZodError): Map<string, string> {
  const issues = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!issues.has(key)) issues.set(key, issue.message);
  }
  return issues;
}
