import { randomUUID } from 'node:crypto';
import type { TrackedClick } from '@afilia/contracts';

/** A person's click on a link as the redirect records it: a click id and a visitor of its own. */
export function trackedClick(linkId: string, code: string, fields: Partial<TrackedClick> = {}): TrackedClick {
  const eventId = randomUUID();
  return {
    eventId,
    occurredAt: new Date().toISOString(),
    linkId,
    code,
    via: 'track',
    visitorHash: eventId.replace(/-/g, '').padEnd(43, 'v'),
    device: 'mobile',
    referrerHost: null,
    country: 'AR',
    botReason: null,
    utm: { source: null, medium: null, campaign: null, content: null, term: null },
    ...fields,
  };
}
