/**
 * The zod the pages share (rspack.shared.js: the `zod` singleton's module in every app). Module
 * federation ships a shared module whole, and zod's root exports everything it has, every
 * locale included (834 KB before minifying, against the 362 KB the contracts use): so the pages
 * share this instead, the members of `z` the contracts call and what they bring, once per page.
 * Each app bundles the contracts' schemas it imports, tree-shaken (decision 239).
 *
 * Services and tests use zod itself. A member the contracts start using must be added here:
 * `web-zod.spec.ts` fails until it is.
 */
import {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  email,
  enum as enumOf,
  iso,
  literal,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  string,
  union,
  unknown,
  url,
  uuid,
} from 'zod/v4';

export const z = {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  email,
  enum: enumOf,
  iso,
  literal,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  string,
  union,
  unknown,
  url,
  uuid,
};
