import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';
import { errorFor } from '@afilia/contracts';
import { DomainError } from './domain-error.js';
import type { JsonLogger } from './logger.js';

/**
 * Every failure leaves a service as a catalogue error: domain errors as they are, anything
 * unexpected as INTERNAL with its details only in the log (never to the caller).
 */
@Catch()
export class AllRpcExceptionsFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown): Observable<unknown> {
    if (exception instanceof DomainError) return throwError(() => exception.body);
    const err = exception instanceof Error ? exception : new Error(String(exception));
    this.logger.error('unhandled error in request handler', { error: err.message, stack: err.stack });
    return throwError(() => errorFor('INTERNAL'));
  }
}
