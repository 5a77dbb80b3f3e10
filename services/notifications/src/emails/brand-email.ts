import {
  BRAND_EMAIL_TEXTS,
  defangLinks,
  emailOptOutUrl,
  IdentityRequests,
  type AdmitBrandEmailRequest,
  type BrandEmailAdmission,
} from '@afilia/contracts';
import type { ServiceClient } from '@afilia/service-kit';

/** The longest a brand's text is quoted in an e-mail; a longer one is cut, marked with '…'. */
const QUOTED_MAX = 100;

/**
 * A brand's text (its name, the creator's name it typed) as data in an e-mail's body (decision
 * 230): on one line, cut to QUOTED_MAX, any link in it made unclickable (names made before links
 * were refused may hold one), between « ». Never in a subject.
 */
export function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const cut = line.length > QUOTED_MAX ? `${line.slice(0, QUOTED_MAX - 1)}…` : line;
  return `«${defangLinks(cut)}»`;
}

/** The last lines of every e-mail a brand causes: who sent it, and the link to refuse that brand's e-mails. */
export function brandEmailFooter(brandName: string, optOutToken: string, publicUrl: string): string[] {
  return [BRAND_EMAIL_TEXTS.sentBy(quoted(brandName)), BRAND_EMAIL_TEXTS.optOutLine, emailOptOutUrl(publicUrl, optOutToken)];
}

/**
 * Asks identity whether a brand's invitation may be e-mailed to this address now (its limits and
 * the address's refusals, decision 230), and for the opt-out link's token. A network call: made
 * before the transaction; the key makes asking again after a redelivery count nothing twice.
 */
export function admitBrandEmail(client: ServiceClient, request: AdmitBrandEmailRequest): Promise<BrandEmailAdmission> {
  return client.call(IdentityRequests.admitBrandEmail, request, null);
}
