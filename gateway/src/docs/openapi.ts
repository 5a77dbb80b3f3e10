import { RequestMethod } from '@nestjs/common';
import { z } from 'zod';
import type { OperationMeta } from '../http/operation.decorator.js';
import { API_KEY_REQUESTS_PER_MIN } from '@afilia/contracts';

export interface DiscoveredRoute {
  method: RequestMethod;
  path: string;
  isPublic: boolean;
  operation: OperationMeta | undefined;
  handler: string;
}

const METHODS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const errorBody = {
  description: 'Error: `code` del catálogo y `message` en español',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

/**
 * The path's parameters (text; the route's pipe checks their shape) and the query's, one per
 * property of the route's query schema.
 */
function parametersOf(path: string, query: z.ZodType | undefined) {
  const parameters: object[] = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (query) {
    const schema = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, object>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
  }
  return parameters.length ? { parameters } : {};
}

/** The OpenAPI 3.1 document, generated from the routes' contracts schemas: one source of truth. */
export function buildOpenApi(routes: DiscoveredRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const method = METHODS[route.method];
    if (!method || !route.operation) continue;
    const op = route.operation;
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][method] = {
      tags: [op.tag],
      summary: op.summary,
      operationId: route.handler,
      // Who may call it and on whose rows (http/access.ts): the authorisation matrix test reads it here.
      'x-access': op.access,
      // The scope an API key needs here; a route without one takes people's tokens only.
      ...(op.apiKey ? { 'x-api-key-scope': op.apiKey, security: [{ bearer: [] }, { apiKey: [op.apiKey] }] } : {}),
      ...(route.isPublic ? { security: [] } : {}),
      ...parametersOf(path, op.query),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }) } },
            },
          }
        : {}),
      responses: {
        [String(op.status ?? 200)]: {
          description: 'OK',
          content: {
            [op.produces ?? 'application/json']: { schema: z.toJSONSchema(op.response, { io: 'output', unrepresentable: 'any' }) },
          },
        },
        '400': errorBody,
        ...(route.isPublic ? {} : { '401': errorBody }),
        '429': errorBody,
        '503': errorBody,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Afilia API',
      version: '1',
      description: [
        'API HTTP de Afilia. Los errores llevan un `code` del catálogo y un `message` en español.',
        '',
        '**Con una clave de API.** La marca crea claves en Configuración → API, cada una con sus permisos. Se envía como',
        '`Authorization: Bearer afk_…` (por ejemplo `curl -H "Authorization: Bearer afk_…" ' + serverUrl + '/api/v1/transactions`).',
        'Una clave actúa como la marca, sólo en las rutas marcadas con `x-api-key-scope` cuyo permiso tiene, y hasta ' +
          API_KEY_REQUESTS_PER_MIN +
          ' solicitudes por minuto.',
      ].join('\n'),
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'afk_…',
          description: 'Una clave de API de la marca (Configuración → API)',
        },
      },
      schemas: {
        ApiError: {
          type: 'object',
          required: ['code', 'message'],
          properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
        },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
