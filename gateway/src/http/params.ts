import { Param, Query } from '@nestjs/common';
import { z } from 'zod';
import { brandScopeSchema } from '@afilia/contracts';
import { ZodPipe } from './zod.pipe.js';

const uuidPipe = new ZodPipe(z.uuid({ error: 'Identificador inválido' }));
const brandScopePipe = new ZodPipe(brandScopeSchema);

/** The `:id` path parameter, a uuid (400 'Identificador inválido' otherwise). */
export const IdParam = () => Param('id', uuidPipe);

/** A named uuid path parameter, such as `:agencyId` (400 'Identificador inválido' otherwise). */
export const UuidParam = (name: string) => Param(name, uuidPipe);

/** `?brandId=`: which of the actor's brands a read is about (an agency picks one; the service checks it). */
export const BrandScopeQuery = () => Query(brandScopePipe);

/** A query string validated with its contracts schema (400 with the first Spanish message). */
export const ValidQuery = (schema: z.ZodType) => Query(new ZodPipe(schema));
