// The Graph API's field expansion: `fields=a,b.limit(12){c,d},e.username(x){f}` asks for fields,
// edges with modifiers, and the fields of what they lead to, nested. Parsed into a tree the
// Instagram node renders field by field.

export interface FieldRequest {
  name: string;
  /** `.limit(12)` → { limit: '12' }; `.username(x)` → { username: 'x' }. */
  modifiers: Record<string, string>;
  /** The `{…}` after it; null when absent. */
  fields: FieldRequest[] | null;
}

/** `fields` is not well-formed at `position` (0-based), like the real API's "Syntax error … at character N". */
export class FieldSyntaxError extends Error {
  constructor(
    readonly expected: string,
    readonly position: number,
  ) {
    super(`Expected ${expected} at character ${position}`);
    this.name = 'FieldSyntaxError';
  }
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

export function parseFields(text: string): FieldRequest[] {
  let at = 0;
  const skipSpaces = () => {
    while (text[at] === ' ') at++;
  };
  const expect = (char: string) => {
    skipSpaces();
    if (text[at] !== char) throw new FieldSyntaxError(`"${char}"`, at);
    at++;
  };
  const name = (): string => {
    skipSpaces();
    NAME.lastIndex = at;
    const found = NAME.exec(text);
    if (!found) throw new FieldSyntaxError('a field name', at);
    at = NAME.lastIndex;
    return found[0];
  };
  const list = (): FieldRequest[] => {
    const fields = [field()];
    for (skipSpaces(); text[at] === ','; skipSpaces()) {
      at++;
      fields.push(field());
    }
    return fields;
  };
  const field = (): FieldRequest => {
    const request: FieldRequest = { name: name(), modifiers: {}, fields: null };
    for (skipSpaces(); text[at] === '.'; skipSpaces()) {
      at++;
      const modifier = name();
      expect('(');
      const close = text.indexOf(')', at);
      if (close < 0) throw new FieldSyntaxError('")"', text.length);
      request.modifiers[modifier] = text.slice(at, close).trim();
      at = close + 1;
    }
    if (text[at] === '{') {
      at++;
      request.fields = list();
      expect('}');
    }
    return request;
  };
  const fields = list();
  skipSpaces();
  if (at < text.length) throw new FieldSyntaxError('end of string', at);
  return fields;
}
