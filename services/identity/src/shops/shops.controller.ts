import { Controller } from '@nestjs/common';
import { IdentityRequests, SHOP_TEXTS, type Actor, type SaveShop } from '@afilia/contracts';
import { DomainError, Handles } from '@afilia/service-kit';
import { ShopsService } from './shops.service.js';

@Controller()
export class ShopsController {
  constructor(private readonly shops: ShopsService) {}

  @Handles(IdentityRequests.getShop)
  own(_data: object, actor: Actor) {
    return this.shops.own(actor);
  }

  @Handles(IdentityRequests.saveShop)
  save(data: SaveShop, actor: Actor) {
    return this.shops.save(actor, data);
  }

  /** Tracking's question before it counts a shop's block (its contract names it as the only caller). */
  @Handles(IdentityRequests.shopBlockIds)
  blockIds(data: { creatorId: string }) {
    return this.shops.blockIds(data.creatorId);
  }

  @Handles(IdentityRequests.publicShop)
  async public(data: { slugOrId: string }) {
    const found = await this.shops.public(data.slugOrId);
    if (!found) throw new DomainError('NOT_FOUND', SHOP_TEXTS.notFoundTitle);
    return found;
  }
}
