import { RequestMethod } from '@nestjs/common';
import { z } from 'zod';
import { ANYONE, BRAND_SIDE } from '../http/access.js';
import { buildOpenApi } from './openapi.js';

describe('buildOpenApi', () => {
  const routes = [
    {
      method: RequestMethod.POST,
      path: '/api/v1/auth/sign-in',
      isPublic: true,
      handler: 'AuthController.signIn',
      operation: {
        tag: 'Autenticación',
        summary: 'Iniciar sesión',
        access: ANYONE,
        body: z.object({ email: z.string() }),
        response: z.object({ ok: z.boolean() }),
      },
    },
    {
      method: RequestMethod.GET,
      path: '/api/v1/brands/:brandId',
      isPublic: false,
      handler: 'BrandsController.get',
      operation: {
        tag: 'Marcas',
        summary: 'Una marca',
        access: BRAND_SIDE,
        query: z.object({ page: z.number().int().optional(), tab: z.enum(['mine', 'all']) }),
        response: z.object({ id: z.string() }),
      },
    },
  ];

  it('documents bodies and answers from the zod schemas', () => {
    const doc = buildOpenApi(routes, 'http://localhost:8080');
    const signIn = doc.paths['/api/v1/auth/sign-in']!.post as any;
    expect(signIn.requestBody.content['application/json'].schema.properties.email.type).toBe('string');
    expect(signIn.responses['200'].content['application/json'].schema.properties.ok.type).toBe('boolean');
  });

  it('marks public routes as needing no token and others as answering 401', () => {
    const doc = buildOpenApi(routes, 'http://localhost:8080');
    expect((doc.paths['/api/v1/auth/sign-in']!.post as any).security).toEqual([]);
    expect((doc.paths['/api/v1/brands/{brandId}']!.get as any).responses).toHaveProperty('401');
  });

  it('documents the path parameters and each property of the query schema', () => {
    const doc = buildOpenApi(routes, 'http://localhost:8080');
    expect((doc.paths['/api/v1/brands/{brandId}']!.get as any).parameters).toEqual([
      { name: 'brandId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'page', in: 'query', required: false, schema: expect.objectContaining({ type: 'integer' }) },
      { name: 'tab', in: 'query', required: true, schema: expect.objectContaining({ enum: ['mine', 'all'] }) },
    ]);
  });

  it("carries each route's access policy for the authorisation matrix", () => {
    const doc = buildOpenApi(routes, 'http://localhost:8080');
    expect((doc.paths['/api/v1/brands/{brandId}']!.get as any)['x-access']).toEqual({ brand: 'own', agency: 'own', admin: 'any' });
    expect((doc.paths['/api/v1/auth/sign-in']!.post as any)['x-access'].anonymous).toBe(true);
  });
});
