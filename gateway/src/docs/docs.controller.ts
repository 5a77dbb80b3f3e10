import { Controller, Get, Header, Inject } from '@nestjs/common';
import { z } from 'zod';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { ANYONE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { buildOpenApi } from './openapi.js';
import { RouteDiscovery } from './route-discovery.js';

const PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Afilia API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

// An external script rather than an inline one, so the page works under our CSP.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui' });`;

@Controller('api/docs')
export class DocsController {
  private document: object | null = null;

  constructor(
    private readonly discovery: RouteDiscovery,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Operation({ access: ANYONE, tag: 'Operación', summary: 'Documentación interactiva de la API', response: z.string() })
  page() {
    return PAGE;
  }

  @Get('init.js')
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  @Operation({ access: ANYONE, tag: 'Operación', summary: 'Arranque de la documentación interactiva', response: z.string() })
  init() {
    return INIT;
  }

  @Get('openapi.json')
  @Operation({ access: ANYONE, tag: 'Operación', summary: 'Documento OpenAPI 3.1 de la API', response: z.object({}).loose() })
  openapi() {
    this.document ??= buildOpenApi(this.discovery.routes(), this.env.PUBLIC_URL);
    return this.document;
  }
}
