import { Controller, Get, Inject, Put } from '@nestjs/common';
import {
  creatorShopSchema,
  IdentityRequests,
  saveShopRequestSchema,
  shopEditorSchema,
  TrackingRequests,
  type Actor,
  type SaveShop,
} from '@afilia/contracts';
import { JsonLogger } from '@afilia/service-kit';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { ServiceClient } from '../bus/service-client.js';
import { CREATOR } from '../http/access.js';
import { Operation } from '../http/operation.decorator.js';
import { ValidBody } from '../http/valid-body.decorator.js';
import type { ImageStorage } from '../uploads/image-storage.js';
import { IMAGE_STORAGE } from '../uploads/uploads.controller.js';
import { saveWithImages, SHOP_IMAGE_FIELDS } from './shop-images.js';

const TAG = 'Tienda del creador';

/** 'Editor de Tienda' (seed 001 §2): the creator's own shop, read and saved. */
@Controller('creator/shop')
export class ShopController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    private readonly logger: JsonLogger,
  ) {}

  @Get()
  @Operation({
    access: CREATOR,
    tag: TAG,
    summary: 'La tienda del creador, los productos que puede mostrar y las vistas y clics de cada bloque',
    response: shopEditorSchema,
  })
  async get(@CurrentActor() actor: Actor) {
    const shop = await this.services.request(IdentityRequests.getShop, {}, actor);
    const [products, stats] = await Promise.all([
      this.services.request(TrackingRequests.shopProducts, { creatorId: shop.creatorId, linkIds: [], all: true }, null),
      this.services.request(TrackingRequests.shopBlockStats, { creatorId: shop.creatorId }, null),
    ]);
    return { shop, products, stats };
  }

  @Put()
  @Operation({ access: CREATOR, tag: TAG, summary: 'Guarda la tienda (rechaza una revisión vieja)', response: creatorShopSchema })
  async save(@ValidBody(saveShopRequestSchema) body: SaveShop, @CurrentActor() actor: Actor) {
    const before = await this.services.request(IdentityRequests.getShop, {}, actor);
    return saveWithImages(
      { storage: this.storage, logger: this.logger, userId: actor.userId, fields: SHOP_IMAGE_FIELDS },
      before,
      body,
      () => this.services.request(IdentityRequests.saveShop, body, actor),
    );
  }
}
