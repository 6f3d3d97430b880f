export { ShopApiModule, ShopWorkerModule } from './app.module.js';
export { loadShopConfig, type ShopConfig } from './config/shop-config.js';
export { DEMO_STAFF_EMAIL, seedDemoData, type SeedOptions } from './demo-data/seed-demo-data.js';
export { configureHttpApp } from './http/http-app.js';
export { Tokens } from './identity/tokens.js';
export { QueueHealth } from './jobs/queue-health.js';
export { importJntAreas, JntAreaImportRefused, type JntAreaImportResult } from './locations/import/import-jnt-areas.js';
export { configureRootLogger } from './logging/logger.js';
export { readModels } from './read-models.js';
