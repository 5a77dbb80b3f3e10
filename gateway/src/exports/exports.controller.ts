import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import {
  exportClicksQuerySchema,
  exportConversionsQuerySchema,
  exportCreatorsQuerySchema,
  IdentityRequests,
  exportPayoutsQuerySchema,
  exportTransactionsQuerySchema,
  TrackingRequests,
  type Actor,
  type ExportClicksQuery,
  type ExportConversionsQuery,
  type ExportCreatorsQuery,
  type ExportPayoutsQuery,
  type ExportTransactionsQuery,
} from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { Operation } from '../http/operation.decorator.js';
import { ValidQuery } from '../http/params.js';
import { exportFile } from './export-file.js';

const TAG = 'Exportaciones';
const CSV = z.string().describe('Un archivo CSV (UTF-8 con BOM): encabezados en español, montos en pesos');

/**
 * The screens' rows as CSV files (issue 39 §3): the same people and filters as each list, and an
 * API key with the list's scope. tracking answers the pages; exportFile streams them.
 */
@Controller('exports')
export class ExportsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly logger: JsonLogger,
  ) {}

  @Get('transactions')
  @Operation({
    apiKey: 'sales:read',
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Transacciones (o las ventas del creador) en CSV, con los filtros de la pantalla y un rango de días',
    response: CSV,
    produces: 'text/csv',
  })
  transactions(@ValidQuery(exportTransactionsQuerySchema) query: ExportTransactionsQuery, @CurrentActor() actor: Actor) {
    return exportFile(this.services, this.logger, 'transactions', TrackingRequests.exportTransactions, query, actor);
  }

  @Get('clicks')
  @Operation({
    apiKey: 'links:read',
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Clics por link y día en CSV: todos, únicos y de bots',
    response: CSV,
    produces: 'text/csv',
  })
  clicks(@ValidQuery(exportClicksQuerySchema) query: ExportClicksQuery, @CurrentActor() actor: Actor) {
    return exportFile(this.services, this.logger, 'clicks', TrackingRequests.exportClicks, query, actor);
  }

  @Get('payouts')
  @Operation({
    access: { creator: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Pagos en CSV: los propios (creador, agencia) o todos (admin)',
    response: CSV,
    produces: 'text/csv',
  })
  payouts(@ValidQuery(exportPayoutsQuerySchema) query: ExportPayoutsQuery, @CurrentActor() actor: Actor) {
    return exportFile(this.services, this.logger, 'payouts', TrackingRequests.exportPayouts, query, actor);
  }

  @Get('creators')
  @Operation({
    apiKey: 'creators:read',
    access: { brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Creadores del directorio en CSV, con la vista y los filtros de la pantalla, por nombre',
    response: CSV,
    produces: 'text/csv',
  })
  creators(@ValidQuery(exportCreatorsQuerySchema) query: ExportCreatorsQuery, @CurrentActor() actor: Actor) {
    return exportFile(this.services, this.logger, 'creators', IdentityRequests.exportCreators, query, actor);
  }

  @Get('conversions')
  @Operation({
    apiKey: 'conversions:read',
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: TAG,
    summary: 'Conversiones del píxel en CSV',
    response: CSV,
    produces: 'text/csv',
  })
  conversions(@ValidQuery(exportConversionsQuerySchema) query: ExportConversionsQuery, @CurrentActor() actor: Actor) {
    return exportFile(this.services, this.logger, 'conversions', TrackingRequests.exportConversions, query, actor);
  }
}
