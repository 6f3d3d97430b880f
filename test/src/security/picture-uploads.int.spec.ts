import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import exifReader from 'exif-reader';
import sharp from 'sharp';

import { mailedReviewLink, reviewCatalogue, submitMultipart } from '../reviews/review-helpers.js';
import { logInStaff, type ShopUnderTest, startShop } from '../shop-app.js';

/** Jakarta, to the second: where a phone says a photo was taken. */
const HOME = {
  GPSLatitudeRef: 'S',
  GPSLatitude: '6/1 10/1 30/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '106/1 49/1 0/1',
};

/** A phone's photo: 40 x 20 pixels stored sideways (EXIF orientation 6), with the GPS position of home. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#b7410e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Kilau Phone' }, IFD3: HOME })
    .toBuffer();
}

const served = async (shop: ShopUnderTest, path: string) => {
  const response = await fetch(`${shop.url}${path}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

/**
 * Pictures shoppers and staff send are re-encoded before they are kept: no EXIF (a review photo
 * would otherwise tell every visitor where the shopper lives), upright, capped at 2048 px, in the
 * format the pixels really are, and served with that type and nosniff. A file that only claims to
 * be a picture is refused.
 */
describe('pictures sent to the shop', () => {
  let shop: ShopUnderTest;
  let staff: string;

  beforeAll(async () => {
    shop = await startShop();
    staff = (await logInStaff(shop, 'staf-foto@kilau.id')).access;
  }, 60_000);
  afterAll(() => shop?.close());

  const upload = async (bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.set('file', new Blob([bytes], { type }), name);
    const response = await fetch(`${shop.url}/api/admin/uploads/`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${staff}` },
    });
    return { status: response.status, body: (await response.json()) as { url: string } };
  };
  // the pictures kept (their variants, made beside earlier uploads, may still be arriving)
  const uploads = async () =>
    (await readdir(join(shop.config.mediaDir, 'uploads')).catch(() => [])).filter(
      (name) => !/\.[0-9a-f]{12}\.\d+w\./.test(name),
    );

  it('keeps a review photo without its EXIF and GPS position, upright, served as image/jpeg with nosniff', async () => {
    const photo = await phonePhoto();
    expect(exifReader((await sharp(photo).metadata()).exif!).GPSInfo).toMatchObject({ GPSLatitudeRef: 'S' });
    const { token } = await mailedReviewLink(shop, await reviewCatalogue(shop));
    const reviewed = await submitMultipart(
      shop,
      { token, rating: '5', review_text: 'Cantik sekali' },
      { bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' },
    );
    expect(reviewed).toMatchObject({
      status: 201,
      body: { image: expect.stringMatching(/^\/media\/reviews\/.+\.jpg$/) },
    });

    const { response, bytes } = await served(shop, reviewed.body.image);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(bytes.includes(Buffer.from('Kilau Phone'))).toBe(false);

    // its smaller copies are made from the cleaned picture: none brings the GPS position back
    const variants = (reviewed.body as { image_variants: Array<{ format: string; width: number; url: string }> })
      .image_variants;
    expect(variants.map(({ format, width }) => `${format} ${width}`)).toEqual(['avif 20', 'webp 20', 'jpg 20']);
    for (const variant of variants) {
      const copy = await served(shop, variant.url);
      expect(copy.response.status).toBe(200);
      expect((await sharp(copy.bytes).metadata()).exif).toBeUndefined();
      expect(copy.bytes.includes(Buffer.from('Kilau Phone'))).toBe(false);
    }
  });

  it('keeps a console picture capped at 2048 px, as the format its bytes are, whatever its name says', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: '#fff0' } })
      .png()
      .withExif({ IFD3: HOME })
      .toBuffer();
    const stored = await upload(wide, 'banner.jpg', 'image/jpeg');
    expect(stored).toMatchObject({ status: 201, body: { url: expect.stringMatching(/^\/media\/uploads\/.+\.png$/) } });
    const { response, bytes } = await served(shop, stored.body.url);
    expect(response.headers.get('content-type')).toBe('image/png');
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'png', width: 2048, height: 683 });
    expect(kept.exif).toBeUndefined();
  });

  it.each([
    ['an HTML page named photo.jpg', Buffer.from('<html><script>alert(1)</script></html>')],
    [
      'JPEG magic bytes before a script',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]),
    ],
    ['a PNG signature on nothing', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
  ])('refuses %s with a clear 400, keeping nothing', async (_, bytes) => {
    const before = await uploads();
    expect(await upload(bytes, 'photo.jpg', 'image/jpeg')).toMatchObject({
      status: 400,
      body: { error: 'not_an_image', message: expect.stringMatching(/JPEG, PNG, WebP or GIF/) },
    });
    expect(await uploads()).toEqual(before);
  });

  it('serves media files as the types they are, and nothing else from the media folder', async () => {
    await writeFile(join(shop.config.mediaDir, 'halaman.html'), '<script>alert(1)</script>');
    await writeFile(
      join(shop.config.mediaDir, 'gambar.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await served(shop, '/media/halaman.html')).response.status).toBe(404);
    const svg = (await served(shop, '/media/gambar.svg')).response;
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(svg.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });
});
