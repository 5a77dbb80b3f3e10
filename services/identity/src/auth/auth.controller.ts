import { Controller } from '@nestjs/common';
import { IdentityRequests, type Actor } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { AccountsService } from '../accounts/accounts.service.js';
import { AuthService } from './auth.service.js';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accounts: AccountsService,
  ) {}

  @Handles(IdentityRequests.signUp)
  signUp(data: Parameters<AuthService['signUp']>[0]) {
    return this.auth.signUp(data);
  }

  @Handles(IdentityRequests.signIn)
  signIn(data: Parameters<AuthService['signIn']>[0]) {
    return this.auth.signIn(data);
  }

  @Handles(IdentityRequests.verifyTwoFactor)
  verifyTwoFactor(data: Parameters<AuthService['verifyTwoFactor']>[0]) {
    return this.auth.verifyTwoFactor(data);
  }

  @Handles(IdentityRequests.refresh)
  refresh(data: { refreshToken: string }) {
    return this.auth.refresh(data.refreshToken);
  }

  @Handles(IdentityRequests.signOut)
  async signOut(data: { refreshToken: string }) {
    return { message: 'Sesión cerrada', ended: await this.auth.signOut(data.refreshToken) };
  }

  @Handles(IdentityRequests.currentUser)
  currentUser(_data: unknown, actor: Actor) {
    return this.accounts.currentUser(actor.userId);
  }

  @Handles(IdentityRequests.updateProfile)
  updateProfile(data: { name: string }, actor: Actor) {
    return this.accounts.updateName(actor.userId, data.name);
  }
}
