import type { NextFunction, Request, Response } from 'express';

import { httpRequestDuration } from './shop-metrics.js';

/**
 * Times every request and labels it by the route pattern Express matched (`/api/products/:id`),
 * never by the raw path, so ids and query strings cannot grow the label set. What matched no
 * route is `api (unmatched)` under /api and `static` elsewhere (storefront, console, media).
 */
export function httpMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = httpRequestDuration.startTimer({ method: req.method });
    res.once('finish', () => end({ route: routeOf(req), status: String(res.statusCode) }));
    next();
  };
}

function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  return req.originalUrl.startsWith('/api/') ? 'api (unmatched)' : 'static';
}

/** Records an answer made ahead of Express (catalogue-lane.ts) as the middleware would have: by its route's pattern. */
export function recordAnswer(method: string, route: string, status: number, startedAt: bigint): void {
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  httpRequestDuration.observe({ method, route, status: String(status) }, seconds);
}
