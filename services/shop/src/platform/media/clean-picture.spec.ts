import sharp from 'sharp';

import { cleanPicture } from './clean-picture.js';
import type { Picture } from './picture.js';

const WORDS = { tooLarge: 'Too large', notAnImage: 'Not a picture', field: 'image', fieldProblem: 'Choose a picture' };

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c9a227' } });

describe('a picture someone sent, cleaned', () => {
  it('loses its EXIF (GPS included), stands upright and stays a JPEG', async () => {
    const bytes = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 10/1 30/1' } })
      .toBuffer();
    const cleaned = await cleanPicture({ kind: 'jpg', bytes }, WORDS);
    const kept = await sharp(cleaned.bytes).metadata();
    expect(cleaned.kind).toBe('jpg');
    expect(kept).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
  });

  it.each<[string, () => Promise<Buffer>, Picture['kind'], [number, number]]>([
    ['a wide PNG is capped at 2048 px', () => solid(4096, 1024).png().toBuffer(), 'png', [2048, 512]],
    ['a small WebP is not enlarged', () => solid(30, 10).webp().toBuffer(), 'webp', [30, 10]],
    ['a GIF stays a GIF', () => solid(8, 8).gif().toBuffer(), 'gif', [8, 8]],
  ])('%s', async (_, make, kind, [width, height]) => {
    const cleaned = await cleanPicture({ kind, bytes: await make() }, WORDS);
    expect(cleaned.kind).toBe(kind);
    expect(await sharp(cleaned.bytes).metadata()).toMatchObject({ width, height });
  });

  it('takes the format the pixels are, not the one the first bytes were taken for', async () => {
    const png = await solid(4, 4).png().toBuffer();
    expect((await cleanPicture({ kind: 'jpg', bytes: png }, WORDS)).kind).toBe('png');
  });

  it('refuses a file that only starts like a picture', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]);
    await expect(cleanPicture({ kind: 'jpg', bytes: fake }, WORDS)).rejects.toMatchObject({
      code: 'not_an_image',
      message: 'Not a picture',
    });
  });

  it('refuses a picture of more than 60 million pixels before decoding it', async () => {
    const huge = await solid(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    await expect(cleanPicture({ kind: 'png', bytes: huge }, WORDS)).rejects.toMatchObject({
      code: 'image_too_large',
      message: 'Too large',
    });
  });
});
