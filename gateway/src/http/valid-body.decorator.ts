import { Body } from '@nestjs/common';
import type { z } from 'zod';
import { ZodPipe } from './zod.pipe.js';

export const BODY_SCHEMA = 'afilia:body-schema';

/**
 * The request body, validated with its contracts schema (400 with the first Spanish message).
 * The one place a route names its body: the OpenAPI document reads the same schema from here.
 */
export function ValidBody(schema: z.ZodType): ParameterDecorator {
  const body = Body(new ZodPipe(schema));
  return (target, key, index) => {
    if (key === undefined) throw new Error('@ValidBody() goes on a route handler parameter');
    Reflect.defineMetadata(BODY_SCHEMA, schema, (target as Record<string | symbol, object>)[key]!);
    body(target, key, index);
  };
}
