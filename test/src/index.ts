export { customPieceOrder, shownReceiver } from './admin/console-orders.js';
export { addCampaign, addCharm, addGiftSet, addProduct, type ProductFixture, stockOf } from './fixtures/catalogue.js';
export { quoteFee } from './fixtures/shipping.js';
export { openBrowser, type TestBrowser } from './harness/browser.js';
export { createTestDatabase, harnessEnv, type TestDatabase } from './harness/database.js';
export { deleteTestRedisKeys, dumpTestRedisKeys, type TestRedis, testRedis } from './harness/redis.js';
export { type WaitOptions, waitUntil } from './harness/wait.js';
export { areaOf, as, checkOutQuoted, jnt, orderWhen, pay, quotedOrder } from './shipping/shipping-helpers.js';
export {
  type Answer,
  customers,
  logIn,
  type LoginMail,
  logInStaff,
  readLoginCode,
  readLoginMail,
  type ShopUnderTest,
  startShop,
} from './shop-app.js';
export { type ShopProcess, spawnShopProcess } from './shop-process.js';
export {
  expectNoSeriousA11yViolations,
  logInThroughPages,
  screenshot,
  storefrontPage,
} from './storefront/storefront-harness.js';
