import type { Page } from 'playwright-core';

import { SHOP_EMAIL } from '@kilau/domain';

import { addProduct } from '../fixtures/catalogue.js';
import { NAMES } from './storefront-catalogue.js';
import {
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  storefrontPage,
  type StorefrontWorld,
  useStorefrontWorld,
} from './storefront-harness.js';

const LAPTOP = 1280;
const JEWEL_SET = 'Set Perhiasan Bulan';

/**
 * The order-side seed's FAQ topics (in Indonesian): each question, and words its answer must hold
 * (the 18K layer, the 3-month warranty claimed by social media, COD in some areas, 1-2 working
 * days then 2-5 days, a claim of up to 7 working days plus 2-5 days back).
 */
const FAQ: Array<[question: string, answer: RegExp]> = [
  ['Apakah perhiasan Kilau benar-benar titanium asli?', /dibuat dari titanium .* asli/],
  ['Apa kelebihan perhiasan titanium?', /hypoallergenic.*tidak mudah berkarat/],
  ['Apakah aman dipakai mandi, berenang, atau saat berkeringat?', /waterproof dan sweatproof/],
  ['Apakah warnanya bisa pudar?', /lapisan\s+emas 18K/],
  ['Bagaimana cara merawat perhiasan Kilau?', /Bersihkan dengan kain lembut/],
  ['Apakah ada garansi?', /garansi 3 bulan untuk cacat produksi.*DM Instagram @kilau\.id atau media sosial/],
  ['Apakah bisa bayar di tempat (COD)?', /COD tersedia untuk beberapa area saja/],
  ['Berapa lama pesanan saya sampai?', /dikirim 1-2 hari kerja setelah pembayaran.*sekitar 2-5 hari/],
  ['Berapa lama proses klaim garansi?', /paling lama 7 hari kerja\..*lama pengiriman 2-5 hari/],
];

/** A route of the storefront seed, and what its seed says the page shows. */
interface SeedRoute {
  name: string;
  path: (world: StorefrontWorld, ids: { jewelSet: number }) => string;
  /** Words the seed gives the page, each to be seen on it (exact text of an element). */
  words: string[];
  /** Links the seed gives the page: their names and where they lead. */
  links?: Array<[name: string, href: string | RegExp]>;
}

const ROUTES: SeedRoute[] = [
  {
    name: 'charm bar',
    path: () => '/charmbar',
    words: [
      'Craft a Piece as Unique as You',
      'Necklaces',
      'Bracelets',
      'Selected base',
      'Number of charms',
      'Catatan: perbandingan ukuran charm pada pratinjau tidak 100% akurat.',
      'You might also like',
    ],
  },
  {
    name: 'gift sets landing',
    path: () => '/giftsets',
    words: ['Shop Monthly Special Gift Sets'],
    links: [
      ['For Her', '/for-her'],
      ['For Him', '/for-him'],
      ['For Us', '/for-us'],
    ],
  },
  {
    name: 'for her',
    path: () => '/for-her',
    words: ['Effortless Elegance, Perfectly Paired For Her', '2 Gift Sets For Her'],
  },
  { name: 'for him', path: () => '/for-him', words: ['Effortless Elegance, Perfectly Paired For Him', 'Coming Soon'] },
  { name: 'for us', path: () => '/for-us', words: ['Perfectly Paired For Us', 'Coming Soon'] },
  {
    name: 'monthly specials',
    path: () => '/monthly-specials',
    words: ['Wear Your Story, Close to Your Heart With Our Monthly Specials'],
  },
  { name: 'new arrivals', path: () => '/new-arrival', words: ['Fresh Designs, Timeless Stories', NAMES.necklace] },
  {
    name: 'jewel sets',
    path: () => '/jewel-set',
    words: ['Effortless Elegance, Perfectly Paired', JEWEL_SET],
    links: [[JEWEL_SET, /^\/products-jewelsets\/\d+$/]],
  },
  { name: 'earrings', path: () => '/earrings', words: ['Frame Your Face with Elegance'] },
  { name: 'bracelets', path: () => '/bracelets', words: ['Every Charm, a Memory'] },
  { name: 'necklaces', path: () => '/necklaces', words: ['Wear Your Story, Close to Your Heart', '4 Products'] },
  {
    name: 'charm detail',
    path: ({ catalogue }) => `/products-charm/${catalogue.charms[0]}`,
    words: [NAMES.charms[0]],
  },
  {
    name: 'gift set detail',
    path: ({ catalogue }) => `/products-sets/${catalogue.giftSets[0]}`,
    words: ['Gift Set Cinta', 'Add to Cart', 'You might also like'],
    links: [['Gift Sets', /\/giftsets$/]],
  },
  {
    name: 'jewel set detail',
    path: (_world, ids) => `/products-jewelsets/${ids.jewelSet}`,
    words: [JEWEL_SET],
    links: [['Jewel Sets', /\/jewel-set$/]],
  },
  {
    name: 'search without results',
    path: () => '/search?q=tidakada',
    words: ['Search Results', 'No items found matching your search.'],
  },
  {
    name: 'search without words',
    path: () => '/search?q=',
    words: ['Search Results', 'No items available.'],
  },
  { name: 'missing product', path: () => '/products/999999', words: ['Product not found'] },
  { name: 'missing charm', path: () => '/products-charm/999999', words: ['Charm not found'] },
  { name: 'missing gift set', path: () => '/products-sets/999999', words: ['Gift set not found'] },
  { name: 'not found', path: () => '/tidak-ada-halaman', words: ['Oops! Page Not Found'] },
  {
    name: 'faq',
    path: () => '/faq',
    words: ['Pertanyaan yang Sering Diajukan', ...FAQ.map(([question]) => question)],
    links: [['Refund Policy', '/refund']],
  },
  {
    name: 'refund',
    path: () => '/refund',
    words: [
      'Refund Policy',
      'You may return an item within 14 days of delivery.',
      'The item must be unused and in its original packaging, with everything it came with.',
      'Once your return arrives we inspect it. Approved refunds go back to your original payment method within 5-10 business days after the inspection.',
      `If your item arrives damaged, email us at ${SHOP_EMAIL} with photos of the item and its packaging, and your order number. We will arrange a replacement or a refund.`,
      'Sale items and personalised items (such as custom charm pieces and pieces with a gift note) cannot be returned unless they arrive damaged.',
    ],
    links: [['FAQ', '/faq']],
  },
  {
    name: 'home',
    path: () => '/',
    words: ['Jewellery That Tells Your Story', 'Jewelry that speaks for you', 'What They Say'],
    links: [
      ['New Arrival', '/new-arrival'],
      ['Monthly Special', '/giftsets#valentine-promo'],
      ['Jewel Sets', '/jewel-set'],
      ['Customize Now', '/charmbar'],
      ['FAQ', '/faq'],
      ['Refund Policy', '/refund'],
      ['Contact Us', /^mailto:/],
    ],
  },
];

/**
 * The seed's routes walked at a laptop's and a phone's width (issue: a first day in the shop, item
 * 18): each shows the words its seed gives it, its links lead where the seed says, and axe-core
 * finds no serious or critical problem. Screenshots in test/artifacts/storefront/seed-route-*.
 */
describe('storefront: the seed routes, in the seed words', () => {
  const ids = { jewelSet: 0 };
  const world = useStorefrontWorld(async ({ shop }) => {
    ids.jewelSet = await addProduct(shop.sql, { name: JEWEL_SET, price: 450_000, category: 'jewel_set' });
  });

  describe.each([LAPTOP, PHONE])('at %i px', (width) => {
    let page: Page;
    beforeAll(async () => {
      page = await storefrontPage(world.browser, world.shop, { width, path: '/' });
    });
    afterAll(() => page?.close());

    it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
      const path = route.path(world, ids);
      await page.goto(`${world.shop.url}${path}`);
      // the page's own words are in its main region (the header's menu repeats some, hidden when narrow)
      const main = page.getByRole('main');
      for (const words of route.words)
        await main.getByText(words, { exact: true }).first().waitFor({ timeout: 10_000 });
      for (const [name, href] of route.links ?? []) {
        // a card's or tile's link is named by all its text: the seed's words are part of it
        const link = page.locator('body').getByRole('link', { name }).first();
        const target = await link.getAttribute('href', { timeout: 10_000 });
        if (typeof href === 'string') expect(target).toBe(href);
        else expect(target).toMatch(href);
      }
      await screenshot(page, `seed-route-${route.name.replaceAll(' ', '-')}-${width}`, { fullPage: false });
      await expectNoSeriousA11yViolations(page, `${route.name} at ${width} px`);
    });

    it('faq answers: each question opens its answer in the seed words', async () => {
      await page.goto(`${world.shop.url}/faq`);
      const main = page.getByRole('main');
      for (const [question, answer] of FAQ) {
        const item = main.getByRole('listitem').filter({ has: page.getByText(question, { exact: true }) });
        await item.getByText(question, { exact: true }).click();
        const text = (await item.locator('.faq__answer').innerText()).replace(/\s+/g, ' ');
        expect(text).toMatch(answer);
      }
      await screenshot(page, `seed-route-faq-open-${width}`);
      await expectNoSeriousA11yViolations(page, `faq answers at ${width} px`);
    });
  });
});
