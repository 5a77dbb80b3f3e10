import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import {
  agencyBrandFeesSchema,
  brandBalanceSchema,
  brandStatementListSchema,
  brandStatementSchema,
  payeeBalanceSchema,
  messageResponseSchema,
  payoutAccountSchema,
  payoutBatchDetailSchema,
  payoutBatchListSchema,
  TrackingRequests,
  type Actor,
  type PayoutAccount,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { ADMIN, BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { IdParam, ValidQuery } from '../http/params.js';
import { ValidBody } from '../http/valid-body.decorator.js';

const TAG = 'Pagos';
const brandQuery = z.object({ brandId: z.uuid({ error: 'Marca inválida' }).optional() });

/** Balances from the commission ledger, the creator's payout account and the admin's payout batches. */
@Controller()
export class PayoutsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('payouts/balance')
  @Operation({
    access: { creator: 'own', agency: 'own' },
    tag: TAG,
    summary: 'Saldo del creador o de la agencia: pendiente, disponible, en camino y cobrado; su cuenta y sus pagos',
    response: payeeBalanceSchema,
  })
  payeeBalance(@CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.payeeBalance, {}, actor);
  }

  @Get('payouts/agency-fees')
  @Operation({
    access: { agency: 'own' },
    tag: TAG,
    summary: 'Comisiones de la agencia por marca: la vigente, lo ganado, lo pendiente y lo pagado',
    response: agencyBrandFeesSchema,
  })
  agencyBrandFees(@CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.agencyBrandFees, {}, actor);
  }

  @Put('payouts/account')
  @Operation({
    access: { creator: 'own', agency: 'own' },
    tag: TAG,
    summary: 'Guardar la cuenta de cobro del creador o de la agencia (CVU/CBU, alias o Mercado Pago)',
    response: messageResponseSchema,
  })
  saveAccount(@ValidBody(payoutAccountSchema) body: PayoutAccount, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.savePayoutAccount, body, actor);
  }

  @Get('payouts/brand-balance')
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'Lo que las ventas de la marca adeudan y lo que pagó',
    response: brandBalanceSchema,
  })
  brandBalance(@ValidQuery(brandQuery) query: z.infer<typeof brandQuery>, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.brandBalance, query, actor);
  }

  @Post('payouts/brand-statements')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: TAG,
    summary: 'El resumen de pago de la marca: el pendiente, o uno nuevo de lo que adeudan sus ventas (con el link de pago del proveedor)',
    response: brandStatementSchema,
  })
  createStatement(@ValidQuery(brandQuery) query: z.infer<typeof brandQuery>, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.createBrandStatement, query, actor);
  }

  @Get('admin/brand-statements')
  @Operation({
    access: ADMIN,
    tag: TAG,
    summary: 'Resúmenes de pago de las marcas, los pendientes primero (admin)',
    response: brandStatementListSchema,
  })
  listStatements(@CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.listBrandStatements, {}, actor);
  }

  @Post('admin/brand-statements/:id/mark-paid')
  @HttpCode(200)
  @Operation({
    access: ADMIN,
    tag: TAG,
    summary: 'Registrar la transferencia de una marca (admin, pagos a mano)',
    response: brandStatementSchema,
  })
  markStatementPaid(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.markStatementPaid, { id }, actor);
  }

  @Get('admin/payout-batches')
  @Operation({ access: ADMIN, tag: TAG, summary: 'Lotes de pagos a creadores (admin)', response: payoutBatchListSchema })
  listBatches(@CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.listPayoutBatches, {}, actor);
  }

  @Post('admin/payout-batches')
  @HttpCode(200)
  @Operation({
    access: ADMIN,
    tag: TAG,
    summary: 'Generar un lote: cada creador con saldo disponible mayor o igual al mínimo y cuenta de cobro (admin); null si nadie',
    response: payoutBatchDetailSchema.nullable(),
  })
  createBatch(@CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.createPayoutBatch, {}, actor);
  }

  @Get('admin/payout-batches/:id')
  @Operation({ access: ADMIN, tag: TAG, summary: 'Un lote y sus pagos (admin)', response: payoutBatchDetailSchema })
  getBatch(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.getPayoutBatch, { id }, actor);
  }

  @Post('admin/payout-batches/:id/mark-paid')
  @HttpCode(200)
  @Operation({ access: ADMIN, tag: TAG, summary: 'Marcar pagado un lote liquidado a mano (admin)', response: payoutBatchDetailSchema })
  markPaid(@IdParam() id: string, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.markPayoutBatchPaid, { id }, actor);
  }
}
