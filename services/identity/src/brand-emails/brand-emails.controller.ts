import { Controller } from '@nestjs/common';
import { IdentityRequests, type AdmitBrandEmailRequest, type EmailOptOutRequest } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { BrandEmailsService } from './brand-emails.service.js';

/** The limits on the e-mails brands cause, and the recipients' refusals (decision 230). */
@Controller()
export class BrandEmailsController {
  constructor(private readonly brandEmails: BrandEmailsService) {}

  /** Notifications asks before each invitation it e-mails (its contract names it as the only caller). */
  @Handles(IdentityRequests.admitBrandEmail)
  admit(data: AdmitBrandEmailRequest) {
    return this.brandEmails.admitNow(data);
  }

  /** The opt-out page's link: whoever holds it may read which brand it is for, with no account. */
  @Handles(IdentityRequests.emailOptOut)
  lookup(data: EmailOptOutRequest) {
    return this.brandEmails.lookup(data.token);
  }

  @Handles(IdentityRequests.optOutOfEmails)
  optOut(data: EmailOptOutRequest) {
    return this.brandEmails.optOut(data.token);
  }
}
