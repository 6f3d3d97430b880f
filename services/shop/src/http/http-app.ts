import { mkdirSync } from 'node:fs';

import { Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';

import { mountQueueDashboard } from '../admin/queues/queue-dashboard.js';
import { CatalogueReads } from '../catalogue/cache/catalogue-cache.js';
import type { ShopConfig } from '../config/shop-config.js';
import { requestLogging } from '../logging/request-logging.js';
import { MediaAnswersInterceptor } from '../media/media-answers.interceptor.js';
import { serveMedia } from '../media/media-serving.js';
import { PictureStore } from '../media/picture-store.js';
import { httpMetrics } from '../metrics/http-metrics.js';
import { serveCrawlerFiles } from '../web-apps/crawler-files.js';
import { linkPreviews } from '../web-apps/link-previews.js';
import { hideSourceMaps, serveConsole, serveStorefront } from '../web-apps/serve-web-apps.js';
import { ShopErrorFilter } from './error-filter.js';
import { FailureMessageInterceptor } from './failure-message.interceptor.js';
import { inFlightRequests } from './graceful-shutdown.js';
import { setUpApiDocs } from './openapi.js';
import { corsOptions, securityHeaders } from './security-headers.js';
import { shopValidationPipe } from './validation.js';

/**
 * Everything the HTTP process adds on top of its modules, in one place so the API process and
 * the tests run the very same app: logging first (so even a malformed body is logged with its
 * request id), then the security headers every answer carries, bodies, validation, errors, media files, the
 * API docs, the staff console, robots.txt and sitemap.xml, and the storefront with its link previews.
 */
export function configureHttpApp(app: NestExpressApplication, config: ShopConfig): void {
  // the client rate limits see: X-Forwarded-For as written by the proxies TRUST_PROXY names
  app.set('trust proxy', config.trustProxy);
  app.set('x-powered-by', false);
  app.use(httpMetrics());
  app.use(inFlightRequests());
  for (const middleware of requestLogging(config.requestLog)) app.use(middleware);
  app.use(securityHeaders(config));
  // gzip for the storefront's scripts and the API's JSON (a third of the bytes on a phone's network)
  app.use(compression());
  app.useBodyParser('json', { limit: '100kb' });
  app.useBodyParser('urlencoded', { limit: '100kb', extended: false });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(shopValidationPipe());
  app.useGlobalFilters(new ShopErrorFilter());
  const pictures = app.get(PictureStore);
  app.useGlobalInterceptors(
    new FailureMessageInterceptor(app.get(Reflector)),
    new MediaAnswersInterceptor(pictures, config.mediaPublicUrl),
  );
  app.enableCors(corsOptions(config));
  mkdirSync(config.mediaDir, { recursive: true });
  serveMedia(app, config.mediaDir, pictures);
  mountQueueDashboard(app);
  if (config.browser.apiDocs) setUpApiDocs(app);
  if (!config.browser.sourceMaps) hideSourceMaps(app);
  serveConsole(app, config.consoleDir);
  const catalogue = app.get(CatalogueReads, { strict: false });
  serveCrawlerFiles(app, catalogue, config.publicUrl);
  serveStorefront(app, config.storefrontDir, linkPreviews(catalogue, config.publicUrl));
}
