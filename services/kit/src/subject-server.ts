import { ServerNats } from '@nestjs/microservices';
import { dialWithRetry } from './dial.js';
import { refusedCredentials } from './jetstream.js';
import { ReplySerializer } from './reply-serializer.js';

/**
 * NestJS's NATS server for subjects that are plain strings, as all of ours are (contracts'
 * `defineRequest`). Nest first tries JSON.parse on every incoming subject, in case it names an
 * object pattern, and catches the exception: about 7% of a service's CPU under load for nothing.
 */
export class SubjectServerNats extends ServerNats {
  /** The request server's own connection, dialled as patiently as the kit's (connectNats). */
  override createNatsClient(): ReturnType<ServerNats['createNatsClient']> {
    return dialWithRetry(() => super.createNatsClient(), 'NATS', { isFinal: refusedCredentials });
  }

  /** Replies as NestJS writes them, a raw answer's JSON written in as it is (reply-serializer.ts). */
  protected override initializeSerializer(options: ConstructorParameters<typeof ServerNats>[0]): void {
    this.serializer = options?.serializer ?? new ReplySerializer();
  }

  protected override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') ? super.getRouteFromPattern(pattern) : pattern;
  }
}
