import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { ShopApiModule } from './app.module.js';
import { configureHttpApp } from './http-app.js';
import { ConfigError, loadShopConfig } from './platform/config/shop-config.js';
import { drainHttp } from './platform/http/graceful-shutdown.js';
import { stopGracefully } from './platform/lifecycle/stop-gracefully.js';
import { configureRootLogger } from './platform/logging/logger.js';
import { JsonNestLogger } from './platform/logging/nest-logger.js';

/** The shop's HTTP process: REST under /api, media under /media, docs at /api/docs. */
async function main(): Promise<void> {
  const config = loadShopConfig();
  const logger = configureRootLogger({ level: config.logLevel, service: 'shop-api' });
  const app = await NestFactory.create<NestExpressApplication>(ShopApiModule.forRoot(config), {
    logger: new JsonNestLogger(),
    bodyParser: false,
  });
  configureHttpApp(app, config);
  stopGracefully(app, config.shutdownDeadlineMs, drainHttp(app, config.shutdownDeadlineMs));
  await app.listen(config.port);
  logger.info({ port: config.port, public_url: config.publicUrl }, 'shop API listening');
}

main().catch((error: unknown) => {
  // a setting's refusal names the settings; its stack would say nothing more
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
