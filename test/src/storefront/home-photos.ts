import sharp from 'sharp';

import { logInStaff, type ShopUnderTest } from '../shop-app.js';

/**
 * A photo as a shop's photographer delivers it: soft detail (blurred noise, tinted per picture so
 * no two are alike), at the size a console upload keeps. A JPEG of this kind weighs what real
 * jewellery photos weigh at that size, which drawings do not.
 */
async function photo(index: number, width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#8a7060', noise: { type: 'gaussian', mean: 140, sigma: 60 } },
  })
    .blur(1.5)
    .tint({ r: 120 + ((index * 47) % 135), g: 100 + ((index * 31) % 120), b: 90 + ((index * 19) % 140) })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The demo home page with photos instead of drawings, as a real shop's would be: every banner it
 * shows, monthly gift set, best seller (two photos each), gallery picture and review photo is one
 * of 21 JPEGs uploaded through the console, which makes their variants. Answers how many were uploaded.
 */
export async function photographHome(shop: ShopUnderTest): Promise<number> {
  const staff = (await logInStaff(shop, 'fotografer@kilau.id')).access;
  let uploaded = 0;
  const upload = async (width: number, height: number): Promise<string> => {
    const form = new FormData();
    form.set('file', new Blob([await photo(uploaded, width, height)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${shop.url}/api/admin/uploads/`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${staff}` },
    });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    uploaded++;
    return ((await response.json()) as { url: string }).url;
  };
  const rows = async (sql: string) => (await shop.sql.query<{ id: number }>(sql)).rows.map((row) => row.id);

  // a few photos each, taken in turn: enough that the page shows many, few enough to upload quickly
  const pool = async (count: number, width: number, height: number) => {
    const urls: string[] = [];
    for (let i = 0; i < count; i++) urls.push(await upload(width, height));
    return (at: number) => urls[at % urls.length]!;
  };
  const homeBanners = `'homepage', 'new_arrival', 'monthly_special', 'jewel_set'`;
  const banner = await pool(4, 1600, 600);
  for (const [at, id] of (
    await rows(`SELECT id FROM page_banners WHERE page IN (${homeBanners}) ORDER BY id`)
  ).entries()) {
    await shop.sql.query(`UPDATE page_banners SET image_url = $2 WHERE id = $1`, [id, banner(at)]);
  }
  const gallery = await pool(4, 1200, 1200);
  for (const [at, id] of (await rows(`SELECT id FROM photo_gallery ORDER BY id`)).entries()) {
    await shop.sql.query(`UPDATE photo_gallery SET image = $2 WHERE id = $1`, [id, gallery(at)]);
  }
  const review = await pool(3, 1200, 900);
  for (const [at, id] of (await rows(`SELECT id FROM reviews WHERE image IS NOT NULL ORDER BY id`)).entries()) {
    await shop.sql.query(`UPDATE reviews SET image = $2 WHERE id = $1`, [id, review(at)]);
  }
  const giftSet = await pool(2, 1200, 1200);
  for (const [at, id] of (await rows(`SELECT id FROM gift_sets WHERE is_monthly_special ORDER BY id`)).entries()) {
    await shop.sql.query(`UPDATE gift_sets SET image = $2, images = $3 WHERE id = $1`, [
      id,
      giftSet(at),
      JSON.stringify([{ image_url: giftSet(at), alt_text: 'Gift set' }]),
    ]);
  }
  // the 20 best sellers, each with a photo and the next one as its second (hover) picture
  const product = await pool(8, 1200, 1200);
  for (const [at, id] of (await rows(`SELECT id FROM products ORDER BY sold_stok DESC, id LIMIT 20`)).entries()) {
    await shop.sql.query(`UPDATE products SET images = $2 WHERE id = $1`, [
      id,
      JSON.stringify([product(at), product(at + 1)].map((image_url) => ({ image_url, alt_text: 'Product' }))),
    ]);
  }
  return uploaded;
}
