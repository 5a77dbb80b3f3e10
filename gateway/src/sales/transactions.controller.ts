import { Controller, Get } from '@nestjs/common';
import {
  listTransactionsQuerySchema,
  TrackingRequests,
  transactionPageSchema,
  type Actor,
  type ListTransactionsQuery,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { Operation } from '../http/operation.decorator.js';
import { ValidQuery } from '../http/params.js';

/** 'Mis Ventas', the brand's 'Transacciones' and the admin's: tracking scopes each by the actor. */
@Controller()
export class TransactionsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('transactions')
  @Operation({
    apiKey: 'sales:read',
    access: { creator: 'own', brand: 'own', agency: 'own', admin: 'any' },
    tag: 'Ventas',
    summary: 'Transacciones: las del creador, las de la marca activa, o todas (admin, con filtros de marca y creador)',
    response: transactionPageSchema,
  })
  list(@ValidQuery(listTransactionsQuerySchema) query: ListTransactionsQuery, @CurrentActor() actor: Actor) {
    return this.services.relay(TrackingRequests.listTransactions, query, actor);
  }
}
