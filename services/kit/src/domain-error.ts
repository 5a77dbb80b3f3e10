import { RpcException } from '@nestjs/microservices';
import { errorFor, type ApiError, type ErrorCode } from '@afilia/contracts';

/**
 * The one way a service refuses a request: a catalogue code, optionally a more precise Spanish
 * message. It travels back over NATS as `{ code, message }` and the gateway maps the status.
 */
export class DomainError extends RpcException {
  readonly body: ApiError;

  constructor(code: ErrorCode, message?: string, field?: string) {
    const body = errorFor(code, message, field);
    super(body);
    this.body = body;
  }
}
