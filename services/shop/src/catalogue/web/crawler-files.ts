import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

import { robotsTxt, type SitemapEntry, sitemapXml } from '@kilau/domain';

import type { CatalogueReads } from '../cache/catalogue-cache.js';
import { ListSitemapItemsQuery } from '../queries/sitemap-items.js';

/**
 * What search engines read at the site's root: robots.txt (keeping them out of the console, the
 * API, payment and account pages) and sitemap.xml (the storefront's pages and every item of the
 * catalogue, from the catalogue's cache, so a change in the console shows at once).
 */
export function serveCrawlerFiles(app: NestExpressApplication, reads: CatalogueReads, publicUrl: string): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/robots.txt') {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      return res.type('text/plain').send(robotsTxt(publicUrl));
    }
    if (req.path !== '/sitemap.xml') return next();
    reads
      .execute<SitemapEntry[]>(new ListSitemapItemsQuery())
      .then((items) => {
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.type('application/xml').send(sitemapXml(publicUrl, items));
      })
      .catch(next);
  });
}
