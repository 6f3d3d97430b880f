import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

import { rootLogger, runWithLogger } from './logger.js';
import { loggableError, loggableUrl } from './redaction.js';

const acceptableId = /^[A-Za-z0-9._-]{8,100}$/;

/** A caller's X-Request-Id when it looks sane (a proxy's trace id), else a new one. */
export function requestIdFor(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
}

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdFor(req.headers);
  res.setHeader('x-request-id', id);
  return id;
}

/** The request logging: Express's middlewares, and what an answer made ahead of them owes the log. */
export interface RequestLogging {
  middlewares: Array<(req: Request, res: Response, next: NextFunction) => void>;
  /** Whether a successful request writes a line (then only the middlewares may answer it). */
  linesOnSuccess(): boolean;
  /** Counts an answer in the period's summary line, as the middlewares do. */
  counted(status: number): void;
}

/**
 * Express middlewares: each request is logged once when it ends, and the scope makes every other
 * line written while serving it carry the same `request_id`. A request is logged by its method and
 * address with the query's values left out (review links and queue tickets travel there); no
 * header is logged (bearer tokens, cookies).
 *
 * The line is pino-http's, written by its logger (its serializers) as its middleware writes it,
 * but that middleware made two child loggers a request, and serialized the request, before
 * knowing whether any line would be written: ~3 % of the API's CPU under the cart and checkout
 * load, where most requests write none (REQUEST_LOG_LEVEL=debug). Here the request's child logger
 * is made the first time a line needs it.
 */
export function requestLogging(options: { successLevel: 'info' | 'debug'; summaryMs: number }): RequestLogging {
  const summary = options.summaryMs > 0 ? requestSummary(options.summaryMs) : undefined;
  const logger = rootLogger();
  const { logger: lines } = pinoHttp({
    logger,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: loggableError,
    },
  });
  const levelOf = (res: ServerResponse, err: Error | undefined): 'error' | 'warn' | 'info' | 'debug' => {
    summary?.count(res.statusCode);
    return err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : options.successLevel;
  };
  const logged = (req: Request, res: Response, next: NextFunction) => {
    // as pino-http: an id given to the request before (none is, today) is kept, without the header
    const named = req as { id?: string };
    const id = (named.id ||= requestId(req, res));
    const startedAt = Date.now();
    let own: Logger | undefined;
    const requestLogger = () => (own ??= lines.child({ request_id: id }));
    const ended = (err?: Error) => {
      res.removeListener('close', ended);
      res.removeListener('finish', ended);
      res.removeListener('error', ended);
      const level = levelOf(res, err);
      if (!lines.isLevelEnabled(level)) return;
      const line = requestLogger().child({ req });
      const responseTime = Date.now() - startedAt;
      const failed = err ?? (res as { err?: Error }).err;
      if (failed || res.statusCode >= 500) {
        const error = failed ?? new Error(`failed with status code ${res.statusCode}`);
        line[level]({ res, err: error, responseTime }, 'request errored');
      } else {
        const completed = !req.readableAborted && res.writableEnded;
        line[level]({ res, responseTime }, completed ? 'request completed' : 'request aborted');
      }
    };
    res.on('close', ended);
    res.on('finish', ended);
    res.on('error', ended);
    runWithLogger(requestLogger, next);
  };
  return {
    middlewares: [logged],
    linesOnSuccess: () => logger.isLevelEnabled(options.successLevel),
    counted: (status) => summary?.count(status),
  };
}

/**
 * One line a period instead of a line a request (npm start: the banner stays readable while the
 * storefront polls): how many answers, by class. Says nothing when nothing was asked.
 */
function requestSummary(periodMs: number) {
  let counts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  const timer = setInterval(() => {
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if (total) rootLogger().info({ requests: total, ...counts, period_s: periodMs / 1000 }, 'requests answered');
    counts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  }, periodMs);
  timer.unref();
  return {
    count(status: number) {
      const key = `${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx` as keyof typeof counts;
      counts[key] += 1;
    },
  };
}
