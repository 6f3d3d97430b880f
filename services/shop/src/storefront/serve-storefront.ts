import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/** Paths the service answers itself; everything else a browser asks for is a storefront route. */
const SERVICE_PATHS = /^\/(api|media|adminDashboard)(\/|$)/;

/**
 * Serves the built storefront at `/`: its hashed assets for a year, and index.html (never cached,
 * so a new build is picked up) for every other page address, so deep links such as
 * `/products/3` or `/track-order/JT123` open the single-page app, which draws its own
 * 'Oops! Page Not Found'. Without a build (an API-only deployment) nothing is mounted.
 */
export function serveStorefront(app: NestExpressApplication, dir: string): boolean {
  const indexHtml = join(dir, 'index.html');
  if (!existsSync(indexHtml)) return false;
  app.useStaticAssets(join(dir, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '365d', fallthrough: false });
  app.useStaticAssets(dir, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVICE_PATHS.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return true;
}
