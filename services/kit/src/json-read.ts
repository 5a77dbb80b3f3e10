import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

/**
 * A read path's answer as JSON text Postgres already wrote (issue 37 §1): the service sends it on
 * without parsing it, validating it or encoding it again, and the gateway passes the same bytes
 * to the browser. Anything that encodes it as a value (`JSON.stringify`) still gets the value.
 */
export class RawJson {
  constructor(readonly text: string) {}

  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

/** A query Postgres plans once per pooled connection (pg's named statements), with the name it is known by. */
export interface NamedQuery {
  readonly name: string;
  readonly text: string;
}

/**
 * A named query. Planning a read with policies and sub-selects often costs more than running it
 * (docs/performance.md), and a named statement is planned on each connection's first use only.
 * The name carries a digest of the text: pg refuses one name for two texts on a connection, so a
 * query built in variants (a filter present or not) is a statement per variant.
 */
export function namedQuery(name: string, text: string): NamedQuery {
  return { name: `${name}:${createHash('sha1').update(text).digest('hex').slice(0, 12)}`, text };
}

/** Whatever runs SQL for a service: its data source or a transaction's entity manager. */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** Rows of a named query. TypeORM hands pg the query as it is, and pg takes the named form; TypeORM's types know only the string. */
export async function queryNamed<T>(runner: Queryable, query: NamedQuery, params: unknown[]): Promise<T[]> {
  return (await runner.query(query as unknown as string, params)) as T[];
}

/**
 * The answer of a named query that selects one row with one column, `json`, of type text (cast
 * it: pg would parse a json column), shaped by Postgres as the contract's response.
 */
export async function readJson(runner: Queryable, query: NamedQuery, params: unknown[]): Promise<RawJson> {
  const [row] = await queryNamed<{ json: string }>(runner, query, params);
  if (typeof row?.json !== 'string') throw new Error(`${query.name} must select one row with a text column "json"`);
  return new RawJson(row.json);
}

/**
 * Whether the raw answers of a process are checked against their contracts (tools/jest/run.mjs
 * sets STRICT_REPLIES=1 for every tier): a query whose JSON drifts from its schema fails the
 * tests, while production sends the bytes as they are.
 */
const STRICT = process.env.STRICT_REPLIES === '1';

/** In tests, a raw answer must be exactly what its contract's schema makes of it. */
export function checkedRawReply(schema: z.ZodType, raw: RawJson, subject: string): RawJson {
  if (!STRICT) return raw;
  const value: unknown = JSON.parse(raw.text);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${subject}'s JSON does not match its contract: ${parsed.error.message}`);
  if (!isDeepStrictEqual(parsed.data, value))
    throw new Error(`${subject}'s JSON carries more or other than its contract makes of it: ${raw.text.slice(0, 500)}`);
  return raw;
}

/**
 * A timestamptz column as the contracts' timestamps read (`Date.prototype.toISOString`: UTC,
 * milliseconds, `Z`), for JSON Postgres writes. A null stays null.
 */
export function jsonTimestamp(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
