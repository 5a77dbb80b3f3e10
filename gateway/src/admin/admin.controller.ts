import { Controller, Get } from '@nestjs/common';
import {
  adminBrandListSchema,
  adminCreatorListSchema,
  adminProductPageSchema,
  adminProductsQuerySchema,
  CampaignsRequests,
  CatalogueRequests,
  IdentityRequests,
  type Actor,
  type AdminProductsQuery,
} from '@afilia/contracts';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ADMIN } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { ValidQuery } from '../http/params.js';
import { ServiceClient } from '../bus/service-client.js';
import { joinBrands, joinCreators } from './join-admin-rows.js';

const TAG = 'Administración';

/**
 * The admin's menus (seed 002 §6). Each service refuses anyone but an admin; the gateway only
 * joins their parts by id, identity's list first, so the first refusal is what the caller gets.
 */
@Controller('admin')
export class AdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get('brands')
  @Operation({
    access: ADMIN,
    tag: TAG,
    summary: 'Todas las marcas, con dueño, agencias, tienda, productos y campañas',
    response: adminBrandListSchema,
  })
  async brands(@CurrentActor() actor: Actor) {
    const brands = await this.services.request(IdentityRequests.listAllBrands, {}, actor);
    const [catalogue, campaigns] = await Promise.all([
      this.services.request(CatalogueRequests.brandStats, {}, actor),
      this.services.request(CampaignsRequests.stats, {}, actor),
    ]);
    return joinBrands(brands, catalogue, campaigns.brands);
  }

  @Get('creators')
  @Operation({ access: ADMIN, tag: TAG, summary: 'Todos los creadores, con sus colaboraciones activas', response: adminCreatorListSchema })
  async creators(@CurrentActor() actor: Actor) {
    const creators = await this.services.request(IdentityRequests.listAllCreators, {}, actor);
    const campaigns = await this.services.request(CampaignsRequests.stats, {}, actor);
    return joinCreators(creators, campaigns.creators);
  }

  @Get('products')
  @Operation({
    access: ADMIN,
    tag: TAG,
    summary: 'Todos los productos, los más nuevos primero, de a 50; opcionalmente de una marca',
    response: adminProductPageSchema,
  })
  products(@ValidQuery(adminProductsQuerySchema) query: AdminProductsQuery, @CurrentActor() actor: Actor) {
    return this.services.request(CatalogueRequests.listAllProducts, query, actor);
  }
}
