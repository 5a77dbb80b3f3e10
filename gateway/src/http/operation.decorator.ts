import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { z } from 'zod';
import type { ApiKeyScope } from '@afilia/contracts';
import type { Access } from './access.js';

export const OPERATION = 'afilia:operation';
export const IS_PUBLIC = 'afilia:public';

export interface OperationMeta {
  summary: string;
  tag: string;
  /** Who may call the route and on whose rows (http/access.ts); required, so no route goes undeclared. */
  access: Access;
  /** Filled in from the handler's @ValidBody(schema), where the body is declared once. */
  body?: z.ZodType;
  /** Filled in from the handler's @ValidQuery(schema) (or @BrandScopeQuery()), likewise. */
  query?: z.ZodType;
  response: z.ZodType;
  /**
   * The scope an API key needs to call the route (issue 39 §1). A route without one is for
   * people only: a key is refused there, whatever its scopes (the keys' own screen, for one).
   */
  apiKey?: ApiKeyScope;
  /** The success status when it is not 200. */
  status?: number;
  /** What the success answer is when it is not JSON (an export's CSV file). */
  produces?: 'text/csv';
}

/**
 * Describes a route for the OpenAPI document; every route must carry one (checked at boot). A
 * route whose access lets anonymous visitors in is public: the token guard lets it through.
 */
export const Operation = (meta: Omit<OperationMeta, 'body' | 'query'>) =>
  applyDecorators(SetMetadata(OPERATION, meta), ...(meta.access.anonymous ? [SetMetadata(IS_PUBLIC, true)] : []));
