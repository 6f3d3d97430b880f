import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';

import { Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Express } from 'express';

import { mountQueueDashboard } from './admin/queues/queue-dashboard.js';
import { CatalogueReads } from './catalogue/cache/catalogue-cache.js';
import { catalogueLane, type LaneParts } from './catalogue/web/catalogue-lane.js';
import { serveCrawlerFiles } from './catalogue/web/crawler-files.js';
import { homeFirstScreen } from './catalogue/web/home-shell.js';
import { linkPreviews } from './catalogue/web/link-previews.js';
import { AnonymousBudget } from './identity/auth/anonymous-budget.js';
import { NotificationInbox } from './payment/notification-inbox.js';
import { notificationLane } from './payment/web/notification-lane.js';
import type { ShopConfig } from './platform/config/shop-config.js';
import { edgeHeaders } from './platform/http/edge-headers.js';
import { ShopErrorFilter } from './platform/http/error-filter.js';
import { FailureMessageInterceptor } from './platform/http/failure-message.interceptor.js';
import { inFlightRequests } from './platform/http/graceful-shutdown.js';
import { jsonBodies } from './platform/http/json-bodies.js';
import { answerAheadOfExpress } from './platform/http/lanes.js';
import { setUpApiDocs } from './platform/http/openapi.js';
import { corsOptions, securityHeaders } from './platform/http/security-headers.js';
import { shopValidationPipe } from './platform/http/validation.js';
import { requestLogging } from './platform/logging/request-logging.js';
import { MediaAnswersInterceptor } from './platform/media/media-answers.interceptor.js';
import { serveMedia } from './platform/media/media-serving.js';
import { PictureStore } from './platform/media/picture-store.js';
import { httpMetrics } from './platform/metrics/http-metrics.js';
import { hideSourceMaps, serveConsole, serveStorefront } from './platform/web-apps/serve-web-apps.js';

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
  const logging = requestLogging(config.requestLog);
  for (const middleware of logging.middlewares) app.use(middleware);
  app.use(securityHeaders(config));
  // gzip for the storefront's scripts and the API's JSON (a third of the bytes on a phone's network)
  app.use(compression());
  // the parser useBodyParser('json') would install, shared with the notification lane
  const bodies = jsonBodies({ limit: '100kb' });
  app.use(bodies.middleware);
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
  serveStorefront(
    app,
    config.storefrontDir,
    linkPreviews(catalogue, config.publicUrl),
    homeFirstScreen(catalogue, pictures, config.mediaPublicUrl, config.storefrontDir),
  );
  const edge = edgeHeaders(config);
  answerAheadOfExpress(app.getHttpServer() as Server, [
    catalogueLane({
      reads: catalogue,
      edge,
      logging,
      perClient: app.get(AnonymousBudget, { strict: false }).perClient,
      trust: (app.getHttpAdapter().getInstance() as Express).get('trust proxy fn') as LaneParts['trust'],
    }),
    notificationLane({
      edge,
      logging,
      bodies,
      inbox: app.get(NotificationInbox, { strict: false }),
      serverKey: config.midtrans.serverKey,
    }),
  ]);
}
