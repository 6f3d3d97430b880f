import type { LoggerService } from '@nestjs/common';

import { currentLogger } from './logger.js';

type Level = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

/**
 * Nest's start-up wiring: a line per module and per route (about 250 at each start, twice under
 * a two-process API), which buried the start banner and says nothing an operator acts on. Kept at
 * debug; 'shop API listening' and every warning or error still show.
 */
const WIRING = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** Nest's own log calls (module start-up, `new Logger(ctx).log(...)`) written as JSON lines. */
export class JsonNestLogger implements LoggerService {
  log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    this.write(typeof context === 'string' && WIRING.has(context) ? 'debug' : 'info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest passes (message, stack?, context?) for errors and (message, context?) otherwise. */
  private write(level: Level, message: unknown, rest: unknown[]): void {
    const strings = rest.filter((r): r is string => typeof r === 'string');
    const context = strings.length > 0 ? strings[strings.length - 1] : undefined;
    const stack = level === 'error' && strings.length > 1 ? strings[0] : undefined;
    const fields: Record<string, unknown> = { context };
    if (stack) fields.stack = stack;
    if (message instanceof Error) {
      currentLogger()[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      currentLogger()[level]({ ...fields, ...message });
    } else {
      currentLogger()[level](fields, String(message));
    }
  }
}
