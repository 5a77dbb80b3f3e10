import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { requestLogFields } from './request-context.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

/** Keys whose values never reach a log line, whatever object they sit in. */
const SECRET_KEYS = /pass(word)?|token|secret|authori[sz]ation|cookie|hash|e-?mail|api[-_]?key|credential/i;
/** E-mail addresses inside any text (an error message, a recipient). */
const EMAIL = /[^\s@"'<>()[\]{},;:/]+@[^\s@"'<>()[\]{},;:/]+\.[a-z]{2,}/gi;
const REDACTED = '[redacted]';
const MAX_DEPTH = 4;

/**
 * Removes secrets by key (tokens, passwords, cookies, authorization, hashes, e-mail) and e-mail
 * addresses by value, at any depth up to four. Key patterns rather than pino's fixed redact
 * paths, because names vary (`refreshToken`, `clientSecret`, `passwordHash`) and an address
 * can sit inside any text.
 */
export function redactLogFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('@') ? value.replace(EMAIL, REDACTED) : value;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => redactLogFields(v, depth + 1));
  if (value instanceof Error) return redactLogFields({ type: value.name, message: value.message, stack: value.stack }, depth);
  if (value instanceof Date) return value;
  const out: Fields = {};
  for (const key of Object.keys(value)) {
    out[key] = SECRET_KEYS.test(key) ? REDACTED : redactLogFields((value as Fields)[key], depth + 1);
  }
  return out;
}

let processStreams: DestinationStream | undefined;

/**
 * One pair of streams per process, shared by every logger in it: info and debug to stdout,
 * buffered and written without blocking (the hot paths log on every request), warn and error
 * to stderr at once. pino flushes the buffer when the process exits.
 */
function streams(): DestinationStream {
  processStreams ??= pino.multistream(
    [
      { level: 'debug', stream: pino.destination({ dest: 1, sync: false }) },
      { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  );
  return processStreams;
}

/**
 * One JSON line per event through pino: UTC time, level, service, message and fields (with the
 * request id, actor and tenant of the request being served), secrets and e-mail addresses
 * redacted. Also serves as Nest's logger so framework messages share the
 * format. `destination` is for tests; services write to stdout and stderr.
 */
export class JsonLogger implements LoggerService {
  private readonly pino: Logger;

  constructor(service: string, level: LogLevel = 'info', destination?: DestinationStream) {
    this.pino = pino(
      {
        level,
        base: { service },
        messageKey: 'msg',
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
      },
      destination ?? streams(),
    );
  }

  private write(level: LogLevel, message: unknown, fields?: Fields | string): void {
    if (!this.pino.isLevelEnabled(level)) return;
    // Nest passes its context as a plain string where our own calls pass fields.
    const own = typeof fields === 'string' ? { context: fields } : fields;
    // A line written while serving a request names it, its actor and tenant (request-context.ts).
    const request = requestLogFields();
    const object = request ? { ...request, ...own } : own;
    const text = redactLogFields(typeof message === 'string' ? message : String(message)) as string;
    this.pino[level](object ? (redactLogFields(object) as Fields) : {}, text);
  }

  info(message: string, fields?: Fields | string): void {
    this.write('info', message, fields);
  }
  warn(message: string, fields?: Fields | string): void {
    this.write('warn', message, fields);
  }
  error(message: string, fields?: Fields | string): void {
    this.write('error', message, fields);
  }
  debug(message: string, fields?: Fields | string): void {
    this.write('debug', message, fields);
  }

  // LoggerService: Nest passes (message, context) or (message, stack, context).
  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest.length ? { context: rest[rest.length - 1] } : undefined);
  }
  verbose(message: unknown): void {
    this.write('debug', message);
  }
  fatal(message: unknown): void {
    this.write('error', message);
  }
}
