import { defangLinks, wantsEmail, type NotificationPreferences, type Recipient } from '@afilia/contracts';
import { brandEmailFooter } from './brand-email.js';
import type { NotificationDraft } from '../inbox/notification-rules.js';
import type { QueuedEmail } from './emails.service.js';

/** The line under every notification e-mail: where to turn them off. */
export const EMAIL_SETTINGS_LINE = 'Podés cambiar qué emails recibís en Configuración.';
/** The settings screen with the notification preferences, for every role. */
const SETTINGS_PATH = '/dashboard/settings';

/**
 * Who of the notification's people gets it by e-mail: those whose preferences have e-mail on and
 * the type's category on (a person who never saved theirs has e-mail off). Once per person.
 */
export function emailRecipients(
  draft: Pick<NotificationDraft, 'type'>,
  people: readonly Recipient[],
  preferences: ReadonlyMap<string, NotificationPreferences>,
): Recipient[] {
  const seen = new Set<string>();
  return people.filter((p) => {
    const wanted = !seen.has(p.userId) && preferences.has(p.userId) && wantsEmail(preferences.get(p.userId)!, draft.type);
    seen.add(p.userId);
    return wanted;
  });
}

/**
 * A notification as an e-mail (texts ours, docs/decisions.md): its title as the subject (always
 * ours); a greeting, its message, its link made absolute on the address people use, and how to
 * turn these e-mails off. A brand's invitation (decision 230) is given with `optOutToken`: its
 * message, which holds the brand's words, has any link made unclickable, and it ends saying which
 * brand caused it and how to refuse that brand's e-mails.
 */
export function notificationEmail(draft: NotificationDraft, to: Recipient, publicUrl: string, optOutToken?: string): QueuedEmail {
  const absolute = (path: string) => new URL(path, publicUrl).toString();
  const invitation = draft.invitation && optOutToken ? { ...draft.invitation, optOutToken } : null;
  return {
    to: to.email,
    subject: draft.title,
    text: [
      `Hola ${to.name},`,
      '',
      invitation ? defangLinks(draft.message) : draft.message,
      ...(draft.link ? ['', `Miralo en Afilia: ${absolute(draft.link)}`] : []),
      '',
      EMAIL_SETTINGS_LINE,
      absolute(SETTINGS_PATH),
      ...(invitation ? ['', ...brandEmailFooter(invitation.brandName, invitation.optOutToken, publicUrl)] : []),
    ].join('\n'),
  };
}
