import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

import sharp from 'sharp';

import { logInStaff, type ShopUnderTest, startShop } from '../shop-app.js';

/** A 1600 px photo with detail everywhere: its nine variants take the encoder a good while. */
async function detailedPhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 31 + Math.floor(i / 977) * 17) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Every file under the shop's uploads, with its size and time: what a later look must find unchanged. */
async function uploadsNow(mediaDir: string): Promise<Record<string, string>> {
  const folder = join(mediaDir, 'uploads');
  const files: Record<string, string> = {};
  for (const name of await readdir(folder)) {
    const { size, mtimeMs } = await stat(join(folder, name));
    files[name] = `${size} ${mtimeMs}`;
  }
  return files;
}

/**
 * An upload's variants are made beside the request, after its answer. Closing the shop waits for
 * them: once the close is done every variant is whole and nothing more is written (a test's
 * clean-up that removes MEDIA_DIR, or a process that exits, never races an encoder).
 */
describe('closing the shop while picture variants are being made', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop();
  }, 60_000);
  afterAll(() => shop?.close());

  it('waits for them: every variant is written by then, no half file left, nothing written after', async () => {
    const staff = (await logInStaff(shop, 'staf-tutup@kilau.id')).access;
    const form = new FormData();
    form.set('file', new Blob([await detailedPhoto()], { type: 'image/jpeg' }), 'detail.jpg');
    const response = await fetch(`${shop.url}/api/admin/uploads/`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(response.status).toBe(201);
    const kept = ((await response.json()) as { url: string }).url.split('/').pop()!;

    await shop.retireInProcess();

    const atClose = await uploadsNow(shop.config.mediaDir);
    const stem = kept.replace(/\.jpg$/, '');
    const variants = Object.keys(atClose)
      .filter((name) => name.startsWith(`${stem}.`) && name !== kept)
      .map((name) => name.replace(/^.*\.[0-9a-f]{12}\./, ''))
      .sort();
    expect(variants).toEqual(
      [
        '320w.avif',
        '320w.webp',
        '320w.jpg',
        '640w.avif',
        '640w.webp',
        '640w.jpg',
        '1280w.avif',
        '1280w.webp',
        '1280w.jpg',
      ].sort(),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await uploadsNow(shop.config.mediaDir)).toEqual(atClose);
  }, 60_000);
});
