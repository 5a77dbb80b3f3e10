import { Controller } from '@nestjs/common';
import { TrackingRequests, type Actor, type ClaimDomain } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { DomainClaimsService } from './domain-claims.service.js';

/** 'Tus dominios' (issue 34 §3): the brand's domains and the ones it proves with a DNS record. */
@Controller()
export class DomainsController {
  constructor(private readonly domains: DomainClaimsService) {}

  @Handles(TrackingRequests.listDomains)
  list(data: { brandId?: string }, actor: Actor) {
    return this.domains.list(actor, data.brandId);
  }

  @Handles(TrackingRequests.claimDomain)
  claim(data: ClaimDomain, actor: Actor) {
    return this.domains.claim(actor, data);
  }

  @Handles(TrackingRequests.verifyDomain)
  verify(data: { id: string }, actor: Actor) {
    return this.domains.verify(actor, data.id);
  }

  @Handles(TrackingRequests.removeDomain)
  remove(data: { id: string }, actor: Actor) {
    return this.domains.remove(actor, data.id);
  }
}
