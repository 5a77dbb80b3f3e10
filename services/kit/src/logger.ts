import type { LoggerService } from '@nestjs/common';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Keys whose values never reach a log line, whatever object they sit in. */
const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie|hash/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

/**
 * One JSON line per event, UTC time, secrets redacted: what operators grep and ship.
 * Also serves as Nest's logger so framework messages share the format.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly service: string,
    private readonly level: Level = 'info',
  ) {}

  private write(level: Level, message: unknown, fields?: Record<string, unknown> | string): void {
    // Nest passes its context as a plain string where our own calls pass fields.
    if (typeof fields === 'string') fields = { context: fields };
    if (ORDER[level] < ORDER[this.level]) return;
    const line = {
      time: new Date().toISOString(),
      level,
      service: this.service,
      msg: typeof message === 'string' ? message : String(message),
      ...(fields ? (redact(fields) as Record<string, unknown>) : {}),
    };
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
  }

  info(message: string, fields?: Record<string, unknown> | string): void {
    this.write('info', message, fields);
  }
  warn(message: string, fields?: Record<string, unknown> | string): void {
    this.write('warn', message, fields);
  }
  error(message: string, fields?: Record<string, unknown> | string): void {
    this.write('error', message, fields);
  }
  debug(message: string, fields?: Record<string, unknown> | string): void {
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
