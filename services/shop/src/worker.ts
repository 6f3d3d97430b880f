import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';

import { ShopWorkerModule } from './app.module.js';
import { ConfigError, loadShopConfig } from './config/shop-config.js';
import { configureRootLogger } from './logging/logger.js';
import { JsonNestLogger } from './logging/nest-logger.js';

/**
 * The shop's job process. On SIGTERM or SIGINT Nest closes the BullMQ workers, which let their
 * active jobs finish before the process exits.
 */
async function main(): Promise<void> {
  const config = loadShopConfig();
  const logger = configureRootLogger({ level: config.logLevel, service: 'shop-worker' });
  const app = await NestFactory.createApplicationContext(ShopWorkerModule.forRoot(config), {
    logger: new JsonNestLogger(),
  });
  app.enableShutdownHooks();
  logger.info('shop worker running');
}

main().catch((error: unknown) => {
  // a setting's refusal names the settings; its stack would say nothing more
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
