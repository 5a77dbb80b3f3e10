import 'reflect-metadata';
import { BadRequestException } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { z } from 'zod';
import { BODY_SCHEMA, ValidBody } from './valid-body.decorator.js';

const schema = z.object({ name: z.string().min(1, { error: 'El nombre es obligatorio' }) });
const scoped = z.union([z.object({ name: z.string() }), z.object({ brandId: z.uuid(), name: z.string() })]);

class ExampleController {
  create(@ValidBody(schema) body: { name: string }) {
    return body;
  }

  scoped(@ValidBody(scoped) body: { name: string }) {
    return body;
  }
}

type Pipe = { transform(value: unknown): unknown };
function pipeOf(method: 'create' | 'scoped'): Pipe {
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, ExampleController, method) as Record<string, { pipes: Pipe[] }>;
  return Object.values(args)[0]!.pipes[0]!;
}

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return (error as BadRequestException).getResponse();
  }
  return null;
}

describe('@ValidBody', () => {
  it('records the schema on the handler, where the OpenAPI document reads it', () => {
    expect(Reflect.getMetadata(BODY_SCHEMA, ExampleController.prototype.create)).toBe(schema);
  });

  it('validates the body with the same schema', () => {
    const pipe = pipeOf('create');
    expect(pipe.transform({ name: 'Ana' })).toEqual({ name: 'Ana' });
    expect(() => pipe.transform({ name: '' })).toThrow(BadRequestException);
  });

  it('refuses an owner id, role, status or budget the route does not take, naming it (mass assignment)', () => {
    const pipe = pipeOf('create');
    for (const field of ['role', 'brandId', 'status', 'totalBudgetCents', 'userId'])
      expect(refusal(() => pipe.transform({ name: 'Ana', [field]: 'x' }))).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Este campo no se puede enviar',
        field,
      });
    // An unknown field that decides nothing is dropped as before.
    expect(pipe.transform({ name: 'Ana', color: 'rojo' })).toEqual({ name: 'Ana' });
  });

  it('lets a privileged field through where a branch of the schema takes it', () => {
    const id = '0b0d7a52-6c1f-4a57-9f5e-2f1f7c0e6a55';
    expect(refusal(() => pipeOf('scoped').transform({ name: 'Ana', brandId: id }))).toBeNull();
  });
});
