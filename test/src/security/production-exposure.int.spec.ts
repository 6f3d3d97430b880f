import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadShopConfig, type ShopConfig } from '@kilau/shop';

import { type ShopUnderTest, startShop } from '../shop-app.js';

/**
 * A shop in production hands nobody its API's description or the apps' source: /api/docs,
 * /api/docs-json and every `*.map` answer 404, unless API_DOCS or SOURCE_MAPS turns them on.
 * The storefront here is a copy of the build with a source map put beside its script, so the
 * map is really there to be refused.
 */
describe('API docs and source maps in production', () => {
  let storefrontDir: string;

  beforeAll(async () => {
    const built = loadShopConfig({}).storefrontDir;
    if (!existsSync(join(built, 'index.html'))) throw new Error(`no storefront build in ${built}: npm run build`);
    storefrontDir = await mkdtemp(join(tmpdir(), 'kilau-storefront-'));
    await cp(built, storefrontDir, { recursive: true });
    await writeFile(join(storefrontDir, 'assets', 'index.js.map'), JSON.stringify({ version: 3, sources: ['x.ts'] }));
  });
  afterAll(() => rm(storefrontDir, { recursive: true, force: true }));

  /**
   * A shop with NODE_ENV=production, and its browser settings as production's defaults make them
   * (browser-config.spec.ts) or as these override them.
   */
  async function productionShop(browser: Partial<ShopConfig['browser']>): Promise<ShopUnderTest> {
    const production = { corsOrigins: [], apiDocs: false, sourceMaps: false };
    return startShop(
      { nodeEnv: 'production', storefrontDir, browser: { ...production, ...browser } },
      { worker: false },
    );
  }

  const PATHS = ['/api/docs', '/api/docs-json', '/assets/index.js.map'];

  it('answers 404 for each of them by default', async () => {
    const shop = await productionShop({});
    try {
      for (const path of PATHS)
        expect({ path, status: (await shop.call('GET', path)).status }).toEqual({ path, status: 404 });
      // the storefront itself is still served
      expect((await shop.call('GET', '/')).status).toBe(200);
    } finally {
      await shop.close();
    }
  }, 60_000);

  it('serves them when API_DOCS and SOURCE_MAPS say so', async () => {
    const shop = await productionShop({ apiDocs: true, sourceMaps: true });
    try {
      for (const path of PATHS)
        expect({ path, status: (await shop.call('GET', path)).status }).toEqual({ path, status: 200 });
      expect((await shop.call('GET', '/api/docs-json')).body.info.title).toBe('Kilau shop API');
    } finally {
      await shop.close();
    }
  }, 60_000);
});
