import { firstIssue } from '@afilia/contracts';

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof firstIssue>[0] };
}

export type Validation<T> = { ok: true; data: T } | { ok: false; message: string };

/** Checks a form with its contracts schema; on failure only the first error is shown (seed 000 §5). */
export function validate<T>(schema: SafeParser<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, message: firstIssue(result.error) };
}

/** '{prefix}: {msg}', the shape of every failure toast of seed 000 §8 ('Error al crear producto: …'). */
export function failureText(prefix: string, error: unknown): string {
  return `${prefix}: ${error instanceof Error ? error.message : String(error)}`;
}
