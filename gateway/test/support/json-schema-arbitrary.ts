import fc from 'fast-check';

/** The parts of JSON Schema (2020-12, as zod writes it) the API document uses. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
}

/** Arrays and texts are kept short: the fuzzer looks for shapes that break the API, not for volume. */
const MAX_ITEMS = 4;
const MAX_TEXT = 40;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern JavaScript cannot compile: any text then.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT)) });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : -1e9);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.01) : 1e9);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) });
  if (schema.multipleOf) {
    const step = schema.multipleOf;
    return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => Number((n * step).toFixed(6)));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that the schema accepts (as far as its keywords say: formats and patterns included). */
export function validOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(validOf));
  if (schema.allOf) return validOf(Object.assign({}, ...schema.allOf) as JsonSchema);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => validOf({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validOf(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validOf(value)]));
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Texts that have broken parsers and queries elsewhere: control characters, injections, huge and odd Unicode. */
const NASTY_TEXT = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\r\n',
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '${7*7}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '𝕬𝖋𝖎𝖑𝖎𝖆',
  '\uD800',
  'a'.repeat(10_000),
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
);
const NASTY_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  NASTY_TEXT,
  fc.constantFrom(null, true, -1, 0, 1e308, -0, 2 ** 53 + 1, [], {}, [[]], { __proto__: { admin: true } }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * The edges where storage breaks rather than validation: 0 and −1, Postgres's integer limit and
 * one past it, JavaScript's exact-integer limit, and texts far longer than any column.
 */
const NUMBER_EDGES = fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e21);
const TEXT_EDGES = fc.constantFrom('x'.repeat(5_000), 'ñ'.repeat(20_000), '\u0000', 'a\u0000b');

/** Values the schema refuses, or that sit on its edges: one field broken, one missing, one unknown, or no object at all. */
export function invalidOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const whole = NASTY_VALUE;
  if (!schema || schema.type !== 'object' || !schema.properties || Object.keys(schema.properties).length === 0) return whole;
  const keys = Object.keys(schema.properties);
  const valid = validOf(schema) as fc.Arbitrary<Record<string, unknown>>;
  const broken = fc.tuple(valid, fc.constantFrom(...keys), NASTY_VALUE).map(([value, key, bad]) => ({ ...value, [key]: bad }));
  const missing = fc.tuple(valid, fc.constantFrom(...keys)).map(([value, key]) => {
    const copy = { ...value };
    delete copy[key];
    return copy;
  });
  const unknown = fc
    .tuple(valid, fc.constantFrom('role', 'brandId', 'status', 'userId', 'constructor', 'isAdmin'), NASTY_VALUE)
    .map(([value, key, bad]) => ({ ...value, [key]: bad }));
  // Every number and text at its edges, so each field meets them within a run.
  const typeOf = (key: string) => (schema.properties![key] as JsonSchema).type;
  const numbers = keys.filter((key) => typeOf(key) === 'integer' || typeOf(key) === 'number');
  const texts = keys.filter((key) => typeOf(key) === 'string');
  const edges = [
    ...(numbers.length ? [fc.tuple(valid, fc.constantFrom(...numbers), NUMBER_EDGES)] : []),
    ...(texts.length ? [fc.tuple(valid, fc.constantFrom(...texts), TEXT_EDGES)] : []),
  ].map((edge) => edge.map(([value, key, bad]) => ({ ...value, [key]: bad })));
  return fc.oneof(whole, broken, missing, unknown, ...edges);
}

/** A path segment: a real id, a made-up uuid, or something no route expects. */
export const pathValueOf = (real: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    ...(real.length ? [fc.constantFrom(...real)] : []),
    fc.uuid(),
    fc.constantFrom('x', '0', '-1', '..', '%00', 'a'.repeat(300), 'ÑANDÚ', "1' OR '1'='1", '00000000-0000-0000-0000-000000000000'),
  );
