import type pg from 'pg';

/**
 * Fills a shop database with a large catalogue in a few statements (generate_series), so the
 * benchmark measures reads of 50,000 products rather than the time to insert them.
 */
export async function loadLargeCatalogue(
  sql: pg.Pool,
  counts: { products: number; charms: number; giftSets: number },
): Promise<void> {
  await sql.query(
    `INSERT INTO products (name, price, discount, label, category, rating, stock, sold_stok, description, details, images,
       charms, is_charm_max3, is_charm_max5, created_at)
     SELECT
       (ARRAY['Kalung','Gelang','Anting','Cincin','Gelang Kaki','Set'])[1 + i % 6] || ' ' ||
         (ARRAY['Bulan','Bintang','Hati','Mutiara','Rantai','Daun','Élégance','Sakura'])[1 + (i / 6) % 8] || ' No. ' || i,
       50000 + (i * 7919) % 600000,
       (ARRAY[0,0,0,10,15,20])[1 + i % 6],
       (ARRAY['gold','silver','rose_gold'])[1 + i % 3],
       (ARRAY['necklace','bracelet','earring','ring','anklet','jewel_set'])[1 + i % 6],
       4 + (i % 10) / 10.0,
       (i * 31) % 200,
       (i * 17) % 5000,
       'Titanium 316L, tahan air.',
       'Material: Titanium\nLapisan: Emas 18K',
       jsonb_build_array(jsonb_build_object('image_url', '/media/products/p' || i || '.svg', 'alt_text', 'foto')),
       i % 6 < 2, i % 12 = 0, i % 6 < 2 AND i % 12 <> 0,
       now() - (i % 400) * interval '1 day'
     FROM generate_series(1, $1) AS i`,
    [counts.products],
  );
  await sql.query(
    `INSERT INTO charms (name, price, discount, rating, image, category, label, stock, sold_stok, created_at)
     SELECT 'Charm ' || (ARRAY['Huruf','Angka','Zodiak','Bunga','Batu'])[1 + i % 5] || ' ' || i,
       25000 + (i * 131) % 70000, (ARRAY[0,0,10])[1 + i % 3], 4.5, '/media/charms/c' || i || '.svg',
       (ARRAY['alphabet','birthstone','birthstone_mini','birth_flower','number','special','zodiac'])[1 + i % 7],
       (ARRAY['gold','silver','rose_gold','other'])[1 + i % 4], (i * 13) % 100, (i * 7) % 900,
       now() - (i % 300) * interval '1 day'
     FROM generate_series(1, $1) AS i`,
    [counts.charms],
  );
  await sql.query(
    `INSERT INTO gift_sets (name, price, label, stock, image, created_at)
     SELECT 'Gift Set ' || i, 250000 + (i * 977) % 900000,
       (ARRAY['forUs','forHim','forHer','monthlySpecial'])[1 + i % 4], (i * 3) % 50, '/media/gift-sets/g' || i || '.svg',
       now() - (i % 200) * interval '1 day'
     FROM generate_series(1, $1) AS i`,
    [counts.giftSets],
  );
  await sql.query(
    `INSERT INTO product_charms (product_id, charm_id)
     SELECT p.id, 1 + (p.id * k) % $1 FROM products p, generate_series(1, 3) AS k WHERE p.charms ON CONFLICT DO NOTHING`,
    [counts.charms],
  );
  await sql.query(
    `INSERT INTO gift_set_products (gift_set_id, product_id)
     SELECT g.id, 1 + (g.id * k * 37) % $1 FROM gift_sets g, generate_series(1, 3) AS k ON CONFLICT DO NOTHING`,
    [counts.products],
  );
  await sql.query('ANALYZE');
}
