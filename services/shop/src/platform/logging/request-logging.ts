import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

import type { NextFunction, Request, Response } from 'express';
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
 * Express middlewares: pino-http logs each request once when it ends, and the scope makes every
 * other line written while serving it carry the same `request_id`. A request is logged by its
 * method and address with the query's values left out (review links and queue tickets travel
 * there); no header is logged (bearer tokens, cookies).
 */
export function requestLogging(options: { successLevel: 'info' | 'debug'; summaryMs: number }): RequestLogging {
  const summary = options.summaryMs > 0 ? requestSummary(options.summaryMs) : undefined;
  const logger = rootLogger();
  const http = pinoHttp({
    logger,
    genReqId: requestId,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'request_id' },
    customLogLevel: (_req, res, err) => {
      summary?.count(res.statusCode);
      return err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : options.successLevel;
    },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: loggableError,
    },
  });
  return {
    middlewares: [http, (req: Request, _res: Response, next: NextFunction) => runWithLogger(req.log, next)],
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
