import { Controller, HttpCode, Post } from '@nestjs/common';
import { TrackingRequests, testSaleRequestSchema, testSaleResultSchema, type Actor, type TestSaleRequest } from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { BRAND_SIDE } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { ValidBody } from '../http/valid-body.decorator.js';

/** 'Venta de Prueba': a brand owner or agency checks its attribution with a creator's coupon. */
@Controller()
export class TestSaleController {
  constructor(private readonly services: ServiceClient) {}

  @Post('test-sale')
  @HttpCode(200)
  @Operation({
    access: BRAND_SIDE,
    tag: 'Ventas',
    summary: 'Procesar una venta de prueba con el cupón de un creador',
    response: testSaleResultSchema,
  })
  run(@ValidBody(testSaleRequestSchema) body: TestSaleRequest, @CurrentActor() actor: Actor) {
    return this.services.request(TrackingRequests.testSale, body, actor);
  }
}
