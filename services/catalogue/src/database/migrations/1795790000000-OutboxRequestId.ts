import { outboxRequestIdMigration } from '@afilia/service-kit';

/** Each event keeps the id of the request that caused it, which the relay sends as a NATS header. */
export const OutboxRequestId1795790000000 = outboxRequestIdMigration('catalogue');
