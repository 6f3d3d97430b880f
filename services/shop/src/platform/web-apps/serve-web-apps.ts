import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import serveStatic from 'serve-static';

import { type FirstScreen, type PageMeta, withFirstScreen, withPreview } from '@kilau/domain';

import { allowInlineStyles } from '../http/security-headers.js';

/** Where the staff console is mounted (order-side seed's route table: /adminDashboard/...). */
export const CONSOLE_PATH = '/adminDashboard';

/** Paths the service answers itself; everything else a browser asks for is a storefront route. */
const SERVICE_PATHS = /^\/(api|media|adminDashboard)(\/|$)/;

/**
 * Serves a built single-page app (Vite's output) under `mount`: its hashed assets for a year,
 * and index.html (never cached, so a new build is picked up) for every other page address, so
 * deep links open the app, which draws its own not-found page; with `previews`, index.html carries
 * the page's title and link-preview tags, with `shell` the page's first screen drawn before the app
 * starts (the home page's). Its inline `<style>` is allowed by hash in the page's policy.
 * Without a build (an API-only deployment) nothing is mounted.
 */
function serveWebApp(
  app: NestExpressApplication,
  dir: string,
  mount: string,
  isAppPath: (path: string) => boolean,
  previews?: (path: string) => Promise<PageMeta>,
  shell?: (path: string) => Promise<FirstScreen | undefined>,
) {
  const indexHtml = join(dir, 'index.html');
  if (!existsSync(indexHtml)) return false;
  const base = mount === '/' ? '' : mount;
  app.useStaticAssets(join(dir, 'assets'), {
    prefix: `${base}/assets/`,
    immutable: true,
    maxAge: '365d',
    fallthrough: false,
  });
  // the app's other files (favicon, robots.txt); not looked for under the service's own paths:
  // at `/` every API request would otherwise cost a stat() of the disk (a tenth of a catalogue read)
  const files = serveStatic(dir, { index: false, maxAge: '1h' });
  app.use(`${base}/`, (req: Request, res: Response, next: NextFunction) =>
    mount === '/' && SERVICE_PATHS.test(req.path) ? next() : files(req, res, next),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isAppPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!previews && !shell) return res.sendFile(indexHtml);
    // the page's own title and link-preview tags, for crawlers that run no script
    Promise.all([readFile(indexHtml, 'utf8'), previews?.(req.path), shell?.(req.path)])
      .then(([html, meta, first]) => {
        const page = withFirstScreen(meta ? withPreview(html, meta) : html, first);
        allowInlineStyles(res, page);
        res.type('html').send(page);
      })
      .catch(next);
  });
  return true;
}

/**
 * The storefront at `/`: every page address that is not the service's own (`/products/3`,
 * `/track-order/JT123`), with its link previews and the home page's first screen.
 */
export function serveStorefront(
  app: NestExpressApplication,
  dir: string,
  previews?: (path: string) => Promise<PageMeta>,
  shell: (path: string) => Promise<FirstScreen | undefined> = async () => undefined,
): boolean {
  return serveWebApp(app, dir, '/', (path) => !SERVICE_PATHS.test(path), previews, shell);
}

/** The staff console at /adminDashboard (`/adminDashboard/dashboard`, `/adminDashboard/charms/3`). */
export function serveConsole(app: NestExpressApplication, dir: string): boolean {
  return serveWebApp(app, dir, CONSOLE_PATH, (path) => path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`));
}

/**
 * The apps' source maps (`*.map`) answer 404, as if absent, unless SOURCE_MAPS turns them on:
 * they hand anyone the apps' whole source with its comments. Builds leave them out too.
 */
export function hideSourceMaps(app: NestExpressApplication): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!req.path.endsWith('.map')) return next();
    res.status(404).json({ statusCode: 404, error: 'not_found', message: 'Not found' });
  });
}
