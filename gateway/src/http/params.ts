import { Param, Query } from '@nestjs/common';
import { z } from 'zod';
import { brandScopeSchema } from '@afilia/contracts';
import { documentedParam } from './documented-param.js';
import { ZodPipe } from './zod.pipe.js';

const uuidPipe = new ZodPipe(z.uuid({ error: 'Identificador inválido' }));

/** The `:id` path parameter, a uuid (400 'Identificador inválido' otherwise). */
export const IdParam = () => Param('id', uuidPipe);

/** A named uuid path parameter, such as `:agencyId` (400 'Identificador inválido' otherwise). */
export const UuidParam = (name: string) => Param(name, uuidPipe);

export const QUERY_SCHEMA = 'afilia:query-schema';

/**
 * A query string validated with its contracts schema (400 with the first Spanish message). Like
 * @ValidBody, the one place a route names it: the OpenAPI document reads the schema from here.
 */
export const ValidQuery = (schema: z.ZodType): ParameterDecorator =>
  documentedParam(QUERY_SCHEMA, schema, Query(new ZodPipe(schema)), 'ValidQuery');

/** `?brandId=`: which of the actor's brands a read is about (an agency picks one; the service checks it). */
export const BrandScopeQuery = () => ValidQuery(brandScopeSchema);
