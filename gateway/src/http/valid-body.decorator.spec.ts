import 'reflect-metadata';
import { BadRequestException } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { z } from 'zod';
import { BODY_SCHEMA, ValidBody } from './valid-body.decorator.js';
import { ZodPipe } from './zod.pipe.js';

const schema = z.object({ name: z.string().min(1, { error: 'El nombre es obligatorio' }) });

class ExampleController {
  create(@ValidBody(schema) body: { name: string }) {
    return body;
  }
}

describe('@ValidBody', () => {
  it('records the schema on the handler, where the OpenAPI document reads it', () => {
    expect(Reflect.getMetadata(BODY_SCHEMA, ExampleController.prototype.create)).toBe(schema);
  });

  it('validates the body with the same schema', () => {
    const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, ExampleController, 'create') as Record<string, { pipes: unknown[] }>;
    const [pipe] = Object.values(args)[0]!.pipes as ZodPipe<typeof schema>[];
    expect(pipe!.transform({ name: 'Ana' })).toEqual({ name: 'Ana' });
    expect(() => pipe!.transform({ name: '' })).toThrow(BadRequestException);
  });
});
