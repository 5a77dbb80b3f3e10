import { Controller } from '@nestjs/common';
import { IdentityRequests, PRESS_KIT_TEXTS, type Actor, type SaveProfile, type StatsNetwork } from '@afilia/contracts';
import { DomainError, Handles } from '@afilia/service-kit';
import { ProfilesService } from './profiles.service.js';

@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Handles(IdentityRequests.getProfile)
  own(_data: object, actor: Actor) {
    return this.profiles.own(actor);
  }

  @Handles(IdentityRequests.saveProfile)
  save(data: SaveProfile, actor: Actor) {
    return this.profiles.save(actor, data);
  }

  @Handles(IdentityRequests.syncNetwork)
  sync(data: { network: StatsNetwork; username: string }, actor: Actor) {
    return this.profiles.sync(actor, data.network, data.username);
  }

  @Handles(IdentityRequests.publicPressKit)
  async public(data: { slugOrId: string }) {
    const found = await this.profiles.publicPressKit(data.slugOrId);
    if (!found) throw new DomainError('NOT_FOUND', PRESS_KIT_TEXTS.notFound);
    return found;
  }
}
