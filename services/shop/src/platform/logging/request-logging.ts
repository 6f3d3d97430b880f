import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';

import { rootLogger, runWithLogger } from './logger.js';
import { loggableError, loggableUrl } from './redaction.js';

const acceptableId = /^[A-Za-z0-9._-]{8,100}$/;

/** Keeps a caller's X-Request-Id when it looks sane (a proxy's trace id), else mints one. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/**
 * Express middlewares: pino-http logs each request once when it ends, and the scope makes every
 * other line written while serving it carry the same `request_id`. A request is logged by its
 * method and address with the query's values left out (review links and queue tickets travel
 * there); no header is logged (bearer tokens, cookies).
 */
export function requestLogging(options: { successLevel: 'info' | 'debug'; summaryMs: number }) {
  const summary = options.summaryMs > 0 ? requestSummary(options.summaryMs) : undefined;
  const http = pinoHttp({
    logger: rootLogger(),
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
  return [http, (req: Request, _res: Response, next: NextFunction) => runWithLogger(req.log, next)];
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
