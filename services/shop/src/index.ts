export { ShopApiModule, ShopWorkerModule } from './app.module.js';
export { loadShopConfig, type ShopConfig } from './config/shop-config.js';
export { configureHttpApp } from './http/http-app.js';
