/** '{prefix}: {msg}', the shape of every failure toast of seed 000 §8 ('Error al crear producto: …'). */
export function failureText(prefix: string, error: unknown): string {
  return `${prefix}: ${error instanceof Error ? error.message : String(error)}`;
}
