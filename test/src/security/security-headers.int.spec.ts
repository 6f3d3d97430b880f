import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { loadShopConfig } from '@kilau/shop';

import { type Answer, type ShopUnderTest, startShop } from '../shop-app.js';
import { assertStorefrontBuilt } from '../storefront/storefront-harness.js';

/** One directive of a Content-Security-Policy header, as its list of sources. */
function directive(policy: string | null, name: string): string[] | undefined {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

/**
 * What every answer of the shop tells the browser (the storefront's and the console's pages, the
 * API's JSON, a media file): a strict Content-Security-Policy (scripts from the shop and the Snap
 * host only, nothing may frame it), nosniff, a referrer policy, and HSTS only over https.
 */
describe('the security headers on every answer', () => {
  let shop: ShopUnderTest;
  const answers: Record<string, Answer> = {};

  beforeAll(async () => {
    shop = await startShop({}, { worker: false });
    assertStorefrontBuilt(shop);
    await writeFile(join(shop.config.mediaDir, 'cincin.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    answers['the storefront page'] = await shop.call('GET', '/necklaces');
    answers['the console page'] = await shop.call('GET', '/adminDashboard/dashboard');
    answers['an API answer'] = await shop.call('GET', '/api/products/');
    answers['a media file'] = await shop.call('GET', '/media/cincin.jpg');
  }, 60_000);
  afterAll(() => shop?.close());

  const WHAT = [['the storefront page'], ['the console page'], ['an API answer'], ['a media file']];
  const PAGES = WHAT.filter(([what]) => what !== 'a media file');

  it('answers each of them', () => {
    expect(answers['the storefront page']!.headers.get('content-type')).toMatch(/text\/html/);
    expect(answers['the console page']!.body).toMatch(/<div id="root">/);
    expect(answers['the console page']!.headers.get('content-type')).toMatch(/text\/html/);
    expect(answers['an API answer']!.status).toBe(200);
    expect(answers['a media file']!.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each(PAGES)("%s: a CSP with the shop's and Midtrans's scripts only", (what) => {
    const policy = answers[what]!.headers.get('content-security-policy');
    // Snap's host, and the Core API's (the card script, its token call, the 3-D Secure page): one origin locally
    const midtrans = [
      ...new Set([shop.config.midtrans.snapUrl, shop.config.midtrans.apiUrl].map((u) => new URL(u).origin)),
    ];
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...midtrans]);
    expect(directive(policy, 'frame-src')).toEqual(midtrans);
    expect(directive(policy, 'child-src')).toEqual(midtrans);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    // only an https shop asks for https
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
  });

  it('allows any inline style on the console only (its component library writes them at run time)', () => {
    const styles = (what: string) => directive(answers[what]!.headers.get('content-security-policy'), 'style-src');
    expect(styles('the console page')).toEqual(["'self'", "'unsafe-inline'"]);
    // the storefront's page carries its stylesheet inline: that very block is allowed by its hash, no other
    const page = String(answers['the storefront page']!.body);
    const blocks = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
    expect(blocks.length).toBeGreaterThan(0);
    const hashes = blocks.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(styles('the storefront page')).toEqual(["'self'", ...hashes]);
    expect(styles('an API answer')).toEqual(["'self'"]);
  });

  it('a media file: a CSP that loads and runs nothing, and lets nothing frame it', () => {
    const policy = answers['a media file']!.headers.get('content-security-policy');
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'"]);
    expect(directive(policy, 'media-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toBeUndefined();
    expect(directive(policy, 'style-src')).toBeUndefined();
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'sandbox')).toEqual([]);
  });

  it.each(WHAT)('%s: nosniff, the referrer policy, no framing, no HSTS over http', (what) => {
    const { headers } = answers[what]!;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('x-powered-by')).toBeNull();
  });
});

describe('the security headers of a shop served over https', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ publicUrl: 'https://toko.kilau.example' }, { worker: false });
  }, 60_000);
  afterAll(() => shop?.close());

  it('promise https for a year and upgrade any http address on the page', async () => {
    for (const path of ['/api/products/', '/']) {
      const { headers } = await shop.call('GET', path);
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(directive(headers.get('content-security-policy'), 'upgrade-insecure-requests')).toEqual([]);
    }
  });
});

/**
 * Cross-origin calls: a browser on another site gets no Access-Control-Allow-Origin (so it cannot
 * read the shop's answers, nor send the refresh cookie); the shop's own address, and the ones
 * CORS_ORIGINS names, get it with credentials.
 */
describe('cross-origin calls', () => {
  let shop: ShopUnderTest;
  const partner = 'https://mitra.kilau.example';

  beforeAll(async () => {
    shop = await startShop({ browser: { ...loadShopConfig({}).browser, corsOrigins: [partner] } }, { worker: false });
  }, 60_000);
  afterAll(() => shop?.close());

  const preflight = (origin: string) =>
    shop.call('OPTIONS', '/api/auth/refresh/', {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-refresh-mode',
      },
    });

  it('refuses a preflight from another site', async () => {
    const answer = await preflight('https://evil.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("allows a preflight from the shop's own address, with credentials", async () => {
    const answer = await preflight(new URL(shop.config.publicUrl).origin);
    expect(answer.headers.get('access-control-allow-origin')).toBe(new URL(shop.config.publicUrl).origin);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-headers')).toMatch(/x-refresh-mode/i);
  });

  it('allows an origin CORS_ORIGINS names', async () => {
    const answer = await preflight(partner);
    expect(answer.headers.get('access-control-allow-origin')).toBe(partner);
  });

  it("does not hand another site a GET's answer", async () => {
    const answer = await shop.call('GET', '/api/products/', { headers: { origin: 'https://evil.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
