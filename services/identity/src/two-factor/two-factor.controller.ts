import { Controller } from '@nestjs/common';
import { IdentityRequests, type Actor } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { TwoFactorService } from './two-factor.service.js';

/** 'Verificación en dos pasos' in settings: always the signed-in person's own. */
@Controller()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Handles(IdentityRequests.twoFactorStatus)
  status(_data: unknown, actor: Actor) {
    return this.twoFactor.status(actor.userId);
  }

  @Handles(IdentityRequests.startTwoFactor)
  start(_data: unknown, actor: Actor) {
    return this.twoFactor.start(actor.userId);
  }

  @Handles(IdentityRequests.confirmTwoFactor)
  confirm(data: { code: string }, actor: Actor) {
    return this.twoFactor.confirm(actor.userId, data.code);
  }

  @Handles(IdentityRequests.disableTwoFactor)
  disable(data: { password: string; code: string }, actor: Actor) {
    return this.twoFactor.disable(actor.userId, data);
  }

  @Handles(IdentityRequests.renewRecoveryCodes)
  renewRecoveryCodes(data: { code: string }, actor: Actor) {
    return this.twoFactor.renewRecoveryCodes(actor.userId, data.code);
  }
}
