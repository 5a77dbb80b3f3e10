import { Controller } from '@nestjs/common';
import {
  TrackingRequests,
  type Actor,
  type CreateCustomLinkRequest,
  type CreateInternalLinkRequest,
  type GenerateLinkRequest,
  type SettleHeldClicksRequest,
  type UpdateLinkRequest,
} from '@afilia/contracts';
import { canActOnBrand, DomainError, Handles } from '@afilia/service-kit';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { HeldClicksService } from '../billing/held-clicks.service.js';
import { ShopBlockCounts } from '../shops/shop-block-counts.js';
import { brandHosts, onDomains } from './brand-domains.js';
import { LinksService } from './links.service.js';
import { ManagedLinksService } from './managed-links.service.js';

@Controller()
export class LinksController {
  constructor(
    private readonly links: LinksService,
    private readonly managed: ManagedLinksService,
    private readonly heldClicks: HeldClicksService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Handles(TrackingRequests.listLinks)
  list(data: { campaignId?: string; creatorId?: string; limit?: number }, actor: Actor) {
    return this.links.list(actor, data);
  }

  @Handles(TrackingRequests.promotedProducts)
  promoted(data: { productIds: string[] }, actor: Actor) {
    return this.links.promotedProducts(actor, data.productIds);
  }

  @Handles(TrackingRequests.shopProducts)
  shopProducts(data: { creatorId: string; linkIds: string[]; all?: boolean }) {
    return this.links.shopProducts(data.creatorId, data.linkIds, data.all);
  }

  @Handles(TrackingRequests.shopBlockStats)
  shopBlockStats(data: { creatorId: string }) {
    return new ShopBlockCounts(this.dataSource).of(data.creatorId);
  }

  @Handles(TrackingRequests.linkOptions)
  options(_data: object, actor: Actor) {
    return this.managed.options(actor);
  }

  @Handles(TrackingRequests.generateLink)
  generate(data: GenerateLinkRequest, actor: Actor) {
    return this.managed.generate(actor, data);
  }

  @Handles(TrackingRequests.updateLink)
  update(data: UpdateLinkRequest, actor: Actor) {
    return this.managed.update(actor, data);
  }

  @Handles(TrackingRequests.deleteLink)
  delete(data: { id: string }, actor: Actor) {
    return this.managed.delete(actor, data.id);
  }

  @Handles(TrackingRequests.destinationAllowed)
  async destinationAllowed(data: { brandId: string; url: string }, actor: Actor) {
    if (!canActOnBrand(actor, data.brandId)) throw new DomainError('FORBIDDEN');
    return { allowed: onDomains(data.url, await brandHosts(this.dataSource.manager, data.brandId)) };
  }

  @Handles(TrackingRequests.settleHeldClicks)
  settleHeldClicks(data: SettleHeldClicksRequest, actor: Actor) {
    return this.heldClicks.settle(actor, data);
  }

  @Handles(TrackingRequests.createInternalLink)
  createInternal(data: CreateInternalLinkRequest, actor: Actor) {
    return this.managed.createForInternal(actor, data);
  }

  @Handles(TrackingRequests.createCustomLink)
  createCustom(data: CreateCustomLinkRequest, actor: Actor) {
    return this.managed.createCustom(actor, data);
  }
}
