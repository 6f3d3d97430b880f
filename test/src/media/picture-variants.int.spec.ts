import { access, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import sharp from 'sharp';

import type { PictureVariant } from '@kilau/domain';
import { recordKeptPictures, seedDemoData } from '@kilau/shop';

import { waitUntil } from '../harness/wait.js';
import { logInStaff, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
const FORMATS: Record<string, string> = { avif: 'heif', webp: 'webp', jpg: 'jpeg' };

/** A photo as a phone or a studio camera sends it: 1600 x 900 with some detail, and its EXIF. */
async function studioPhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + Math.floor(i / 4800) * 13) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Kilau Studio' } })
    .toBuffer();
}

interface GalleryItem {
  id: number;
  image: string;
  image_variants?: PictureVariant[];
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Every picture the shop keeps gets smaller copies (320/640/1280 px, AVIF and WebP beside its own
 * format) under names that change with its bytes, served to be cached a year; answers list them
 * beside the picture's own field, which stays as it was; MEDIA_PUBLIC_URL moves every address.
 */
describe('picture variants', () => {
  let shop: ShopUnderTest;
  let staff: string;
  let uploaded: string;

  beforeAll(async () => {
    shop = await startShop();
    staff = (await logInStaff(shop, 'staf-varian@kilau.id')).access;
    const form = new FormData();
    form.set('file', new Blob([await studioPhoto()], { type: 'image/jpeg' }), 'studio.jpg');
    const response = await fetch(`${shop.url}/api/admin/uploads/`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(response.status).toBe(201);
    uploaded = ((await response.json()) as { url: string }).url;
    const added = await shop.call('POST', '/api/admin/photo-gallery/', {
      token: staff,
      body: { image: uploaded, alt_text: 'Kalung di studio' },
    });
    expect(added.status).toBe(201);
  }, 120_000);
  afterAll(() => shop?.close());

  const galleryItem = async (base = shop.url): Promise<GalleryItem> => {
    const response = await fetch(`${base}/api/photo-gallery/`);
    const items = (await response.json()) as GalleryItem[];
    return items.find((item) => item.image.endsWith(uploaded.replace(/^\/media/, '')))!;
  };

  it('an upload gets every width up to 1280 in AVIF, WebP and JPEG, listed beside its unchanged field', async () => {
    const item = await galleryItem();
    expect(item.image).toBe(uploaded);
    const listed = item.image_variants!.map(({ format, width }) => `${format} ${width}`);
    expect(listed.sort()).toEqual(
      [
        'avif 320',
        'avif 640',
        'avif 1280',
        'webp 320',
        'webp 640',
        'webp 1280',
        'jpg 320',
        'jpg 640',
        'jpg 1280',
      ].sort(),
    );
    const stem = uploaded.replace(/\.jpg$/, '');
    for (const variant of item.image_variants!) {
      expect(variant.url).toMatch(new RegExp(`^${stem}\\.[0-9a-f]{12}\\.${variant.width}w\\.${variant.format}$`));
    }
  });

  it('made right after the upload, without anyone asking for them', async () => {
    const item = await galleryItem();
    const names = item.image_variants!.map((variant) => variant.url.split('/').pop()!);
    await waitUntil(
      async () => {
        const files = await readdir(join(shop.config.mediaDir, 'uploads'));
        return names.every((name) => files.includes(name));
      },
      { timeoutMs: 60_000, what: 'the upload’s nine variants on disk' },
    );
  });

  it('each variant is served with its type, its width, no EXIF, and cached as immutable; the original keeps its address', async () => {
    const item = await galleryItem();
    for (const variant of item.image_variants!) {
      const response = await fetch(`${shop.url}${variant.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(TYPES[variant.format]);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await response.arrayBuffer());
      const kept = await sharp(bytes).metadata();
      expect(kept).toMatchObject({ format: FORMATS[variant.format], width: variant.width });
      expect(kept.exif).toBeUndefined();
    }
    const original = await fetch(`${shop.url}${uploaded}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('cache-control')).toBe('public, max-age=3600');
    const smallest = item.image_variants!.find((variant) => variant.format === 'avif' && variant.width === 320)!;
    const smallBytes = (await (await fetch(`${shop.url}${smallest.url}`)).arrayBuffer()).byteLength;
    expect(smallBytes).toBeLessThan((await original.arrayBuffer()).byteLength / 10);
  });

  it('a name that is no kept picture’s variant is 404, and nothing is made for it', async () => {
    const item = await galleryItem();
    const real = item.image_variants!.find((variant) => variant.format === 'webp' && variant.width === 640)!.url;
    const made = await readdir(join(shop.config.mediaDir, 'uploads'));
    for (const wrong of [
      real.replace('.640w.', '.500w.'),
      real.replace(/\.[0-9a-f]{12}\./, '.000000000000.'),
      real.replace('.640w.webp', '.640w.png'),
      '/media/uploads/nothing.0123456789ab.320w.avif',
    ]) {
      expect((await fetch(`${shop.url}${wrong}`)).status).toBe(404);
    }
    expect(await readdir(join(shop.config.mediaDir, 'uploads'))).toEqual(made);
  });

  it('the console reads the pictures as stored, without variants, so its forms send back what they got', async () => {
    const { body } = await shop.call('GET', '/api/admin/photo-gallery/', { token: staff });
    const mine = (body as GalleryItem[]).find((item) => item.image === uploaded)!;
    expect(mine).toBeDefined();
    expect(mine.image_variants).toBeUndefined();
  });

  describe('the demo’s drawings', () => {
    beforeAll(() => seedDemoData({ databaseUrl: shop.config.databaseUrl, mediaDir: shop.config.mediaDir }), 120_000);

    it('are listed with variants at seed time and each is made once, on its first request, then kept', async () => {
      const { body } = await shop.call('GET', '/api/products/');
      const products = body as Array<{ images: Array<{ image_url: string; image_variants?: PictureVariant[] }> }>;
      const picture = products[0]!.images[0]!;
      expect(picture.image_url).toMatch(/^\/media\/products\/.+\.svg$/);
      expect(picture.image_variants!.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
        'avif 320',
        'avif 640',
        'avif 1280',
        'webp 320',
        'webp 640',
        'webp 1280',
      ]);
      const variant = picture.image_variants!.find(
        (candidate) => candidate.format === 'webp' && candidate.width === 640,
      )!;
      const file = join(shop.config.mediaDir, variant.url.replace(/^\/media\//, ''));
      expect(await exists(file)).toBe(false);
      const first = await fetch(`${shop.url}${variant.url}`);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/webp');
      expect(first.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await sharp(Buffer.from(await first.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 640,
      });
      expect(await exists(file)).toBe(true);
    });
  });

  it('a picture kept before variants existed gets them once recorded (npm run record-pictures), and only once', async () => {
    const legacy = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer();
    await writeFile(join(shop.config.mediaDir, 'uploads', 'lama.jpg'), legacy);
    expect(await recordKeptPictures(shop.sql, shop.config.mediaDir)).toBe(1);
    expect(await recordKeptPictures(shop.sql, shop.config.mediaDir)).toBe(0);
    const added = await shop.call('POST', '/api/admin/photo-gallery/', {
      token: staff,
      body: { image: '/media/uploads/lama.jpg', alt_text: 'Foto lama' },
    });
    const { body } = await shop.call('GET', `/api/photo-gallery/${added.body.id}/`);
    const widths = (body as GalleryItem).image_variants!.filter((variant) => variant.format === 'avif');
    expect(widths.map((variant) => variant.width)).toEqual([320, 640, 900]);
    const served = await fetch(`${shop.url}${widths[2]!.url}`);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'heif',
      width: 900,
    });
  });

  describe('MEDIA_PUBLIC_URL', () => {
    const CDN = 'https://cdn.example.test/kilau';
    let cdnShop: ShopProcess;

    beforeAll(async () => {
      cdnShop = await spawnShopProcess(shop, 'main', { MEDIA_PUBLIC_URL: `${CDN}/` });
    }, 90_000);
    afterAll(() => cdnShop?.stop());

    it('points every picture and variant the shop answers at the CDN, which fetches them from /media/', async () => {
      const item = await galleryItem(cdnShop.url!);
      expect(item.image).toBe(`${CDN}${uploaded.replace(/^\/media/, '')}`);
      expect(item.image_variants).toHaveLength(9);
      for (const variant of item.image_variants!) {
        expect(variant.url.startsWith(`${CDN}/uploads/`)).toBe(true);
        // the CDN's origin is the shop: the same path under /media/ answers the file
        const origin = await fetch(`${cdnShop.url}${variant.url.replace(CDN, '/media')}`);
        expect(origin.status).toBe(200);
        expect(origin.headers.get('cache-control')).toBe(IMMUTABLE);
      }
      const { body } = await shop.call('GET', '/api/products/');
      expect(JSON.stringify(body)).not.toContain(CDN);
      // the storefront's pages may load pictures and videos from it
      const policy = (await fetch(`${cdnShop.url}/`)).headers.get('content-security-policy')!;
      expect(policy).toContain("media-src 'self' https://cdn.example.test");
      expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.example\.test/);
      const products = (await (await fetch(`${cdnShop.url}/api/products/`)).json()) as Array<{
        images: Array<{ image_url: string }>;
      }>;
      expect(products[0]!.images[0]!.image_url.startsWith(`${CDN}/products/`)).toBe(true);
    });
  });
});
