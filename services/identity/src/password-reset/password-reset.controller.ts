import { Controller } from '@nestjs/common';
import { IdentityRequests, type ValidateResetToken } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { PasswordResetService } from './password-reset.service.js';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Handles(IdentityRequests.requestPasswordReset)
  request(data: { email: string; origin: string }) {
    return this.resets.request(data.email, data.origin);
  }

  @Handles(IdentityRequests.validateResetToken)
  validate(data: ValidateResetToken) {
    return this.resets.validate(data);
  }
}
