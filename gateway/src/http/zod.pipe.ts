import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { validationError } from '@afilia/contracts';

/**
 * Validates a body, a query or a path parameter with its contracts schema. The answer carries
 * the first issue's Spanish text, which is what the forms show.
 */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new BadRequestException(validationError(result.error));
    return result.data;
  }
}
