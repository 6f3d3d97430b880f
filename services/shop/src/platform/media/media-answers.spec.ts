import type { PictureVariant } from '@kilau/domain';

import { picturePaths, withVariants } from './media-answers.js';

const webp = (path: string, base = '/media'): PictureVariant[] => [
  { format: 'webp', width: 320, url: `${base}/${path.replace('.svg', '.0123456789ab.320w.webp')}` },
];

describe('the pictures in an answer, and the answer shoppers get', () => {
  const product = {
    id: 1,
    images: [{ image_url: '/media/products/ring-1.svg', alt_text: 'Ring' }],
    charms_detail: [{ id: 2, image: '/media/charms/star.svg' }],
  };
  const giftSet = { id: 3, image: '/media/gift-sets/box-1.svg', image_url: '/media/gift-sets/box-1.svg', images: [] };

  it('finds the pictures named by image and image_url fields, at any depth', () => {
    expect([...picturePaths([product, giftSet, { id: 4, video_file: '/media/videos/a.webm' }])]).toEqual([
      'products/ring-1.svg',
      'charms/star.svg',
      'gift-sets/box-1.svg',
    ]);
  });

  it('adds image_variants beside each picture field that has them, once per object, and changes no field', () => {
    const variants = new Map([
      ['products/ring-1.svg', webp('products/ring-1.svg')],
      ['gift-sets/box-1.svg', webp('gift-sets/box-1.svg')],
    ]);
    const answered = withVariants([product, giftSet], variants, '/media') as Array<Record<string, unknown>>;
    expect(answered[0]).toEqual({
      ...product,
      images: [{ ...product.images[0], image_variants: webp('products/ring-1.svg') }],
    });
    expect(answered[1]).toEqual({ ...giftSet, image_variants: webp('gift-sets/box-1.svg') });
  });

  it('moves every /media/ address to MEDIA_PUBLIC_URL, videos too, and leaves the original answer alone', () => {
    const cdn = 'https://cdn.example/k';
    const answer = { ...giftSet, video_file: '/media/videos/a.webm', note: 'see /media/x' };
    const before = JSON.stringify(answer);
    expect(withVariants(answer, new Map(), cdn)).toEqual({
      ...giftSet,
      image: `${cdn}/gift-sets/box-1.svg`,
      image_url: `${cdn}/gift-sets/box-1.svg`,
      video_file: `${cdn}/videos/a.webm`,
      note: 'see /media/x',
    });
    expect(JSON.stringify(answer)).toBe(before);
  });
});
