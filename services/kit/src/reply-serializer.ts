import { NatsRecordSerializer } from '@nestjs/microservices/serializers/index.js';
import { RawJson } from './json-read.js';

/**
 * The service's replies on the bus, as NestJS's NATS transport writes them
 * (`{"response":…,"isDisposed":true,"id":"…"}`), with a raw answer's JSON written in as it is
 * rather than parsed and encoded again. The order of the fields is the one
 * `requestService`'s relay reads without parsing (request.ts).
 */
export class ReplySerializer extends NatsRecordSerializer {
  override serialize(packet: { response?: unknown; isDisposed?: boolean; id?: string; [key: string]: unknown }) {
    if (!(packet?.response instanceof RawJson)) return super.serialize(packet);
    const { response, isDisposed, id, ...rest } = packet;
    if (Object.keys(rest).length) return super.serialize(packet);
    return {
      data: `{"response":${response.text},"isDisposed":${isDisposed === true},"id":${JSON.stringify(id)}}`,
      headers: undefined,
    };
  }
}
