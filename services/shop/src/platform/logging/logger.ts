import { AsyncLocalStorage } from 'node:async_hooks';

import { context, trace } from '@opentelemetry/api';
import { type Logger, type LoggerOptions, pino } from 'pino';

import { loggableError, REDACTED, redactedPaths } from './redaction.js';

/**
 * One JSON line per event. Work that belongs to a request (or a job) runs inside a scope that
 * carries a child logger with its id, so every line written during it names the request.
 */
const scope = new AsyncLocalStorage<Logger | (() => Logger)>();

/** No secret in any line, whoever writes it (redaction.ts). */
const safety: LoggerOptions = {
  serializers: { err: loggableError },
  redact: { paths: redactedPaths, censor: REDACTED },
};

let root: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info', ...safety });
/** The level of a job's line when it went well (JOB_LOG_LEVEL); failures keep their own. */
let jobSuccessLevel: 'info' | 'debug' = 'info';

/** `destination` defaults to stdout; a test may catch the lines to look into them. */
export function configureRootLogger(options: {
  level: string;
  service: string;
  /** The level of the line a job writes when it went well (`debug` keeps a busy worker's log quiet). */
  jobSuccessLevel?: 'info' | 'debug';
  destination?: { write(line: string): void };
}): Logger {
  jobSuccessLevel = options.jobSuccessLevel ?? 'info';
  const settings: LoggerOptions = {
    ...safety,
    level: options.level,
    base: { service: options.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    // a line written inside a traced request or job names its trace (tracing/ when on)
    mixin: traceIds,
  };
  root = options.destination ? pino(settings, options.destination) : pino(settings);
  return root;
}

/** The level to log a job that went well at ('mail sent', 'job done'). */
export function jobDoneLevel(): 'info' | 'debug' {
  return jobSuccessLevel;
}

export function rootLogger(): Logger {
  return root;
}

/** The logger of the request or job now running, else the process's own. */
export function currentLogger(): Logger {
  const held = scope.getStore();
  return held === undefined ? root : typeof held === 'function' ? held() : held;
}

/**
 * Runs `work` with `logger` as the current one. A function is asked for the logger the first time
 * a line needs it (a request's child logger costs more than most requests' lines: none).
 */
export function runWithLogger<T>(logger: Logger | (() => Logger), work: () => T): T {
  return scope.run(logger, work);
}

function traceIds(): Record<string, string> {
  const span = trace.getSpan(context.active())?.spanContext();
  return span && trace.isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}
