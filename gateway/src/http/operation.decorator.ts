import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

export const OPERATION = 'afilia:operation';
export const IS_PUBLIC = 'afilia:public';

export interface OperationMeta {
  summary: string;
  tag: string;
  /** Filled in from the handler's @ValidBody(schema), where the body is declared once. */
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: number;
}

/** Describes a route for the OpenAPI document; every route must carry one (checked at boot). */
export const Operation = (meta: Omit<OperationMeta, 'body'>) => SetMetadata(OPERATION, meta);

/** Routes are guarded by default; this marks the few that anyone may call. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
