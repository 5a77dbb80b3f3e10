import { BadRequestException, Body, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { errorFor } from '@afilia/contracts';
import { documentedParam } from './documented-param.js';
import { unexpectedPrivilegedField } from './privileged-fields.js';
import { ZodPipe } from './zod.pipe.js';

/** A body's pipe: a privileged field the route does not take is refused, then the schema decides. */
class BodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  private readonly zod: ZodPipe<S>;

  constructor(private readonly schema: S) {
    this.zod = new ZodPipe(schema);
  }

  transform(value: unknown): z.infer<S> {
    const field = unexpectedPrivilegedField(this.schema, value);
    if (field) throw new BadRequestException(errorFor('VALIDATION_FAILED', 'Este campo no se puede enviar', field));
    return this.zod.transform(value);
  }
}

export const BODY_SCHEMA = 'afilia:body-schema';

/**
 * The request body, validated with its contracts schema (400 with the first Spanish message);
 * an owner id, role, status or budget the route does not take is refused (privileged-fields.ts).
 * The one place a route names its body: the OpenAPI document reads the same schema from here.
 */
export const ValidBody = (schema: z.ZodType): ParameterDecorator =>
  documentedParam(BODY_SCHEMA, schema, Body(new BodyPipe(schema)), 'ValidBody');
