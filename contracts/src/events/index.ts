import { CatalogueEvents } from './catalogue.js';
import { IdentityEvents } from './identity.js';

export * from './define.js';
export * from './identity.js';
export * from './catalogue.js';

/**
 * The JetStream stream each service publishes to, one per owner. A stream lists exact event
 * subjects rather than `identity.>`: a wildcard would also capture the request-reply subjects
 * of the same owner and answer them with stream acknowledgements.
 */
export const STREAMS = {
  identity: { name: 'IDENTITY', subjects: Object.values(IdentityEvents).map((e) => e.subject) },
  catalogue: { name: 'CATALOGUE', subjects: Object.values(CatalogueEvents).map((e) => e.subject) },
} as const;
export type StreamOwner = keyof typeof STREAMS;
