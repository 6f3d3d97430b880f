import sharp from 'sharp';

import { ReviewMessages } from '@kilau/domain';

import { addProduct } from '../fixtures/catalogue.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import {
  mailedReviewLink,
  PNG,
  ratingOf,
  type ReviewCatalogue,
  reviewCatalogue,
  submitMultipart,
} from './review-helpers.js';

/** The review page's calls with a mailed link: validate, the order, and one review per order. */
describe('reviewing an order by its link', () => {
  let shop: ShopUnderTest;
  let catalogue: ReviewCatalogue;

  beforeAll(async () => {
    shop = await startShop();
    catalogue = await reviewCatalogue(shop);
  });
  afterAll(() => shop.close());

  const submit = (body: Record<string, unknown>) => shop.call('POST', '/api/review/submit/', { body });
  const validate = (token: string) => shop.call('GET', `/api/review/validate/?token=${encodeURIComponent(token)}`);

  it('refuses a missing and an unknown token with a clear message', async () => {
    for (const path of ['/api/review/validate/', '/api/review/validate/?token=%20', '/api/review/order/?token=']) {
      expect(await shop.call('GET', path)).toMatchObject({
        status: 400,
        body: { error: 'missing_token', message: ReviewMessages.missingToken },
      });
    }
    expect(await submit({ rating: 5, review_text: 'Bagus' })).toMatchObject({
      status: 400,
      body: { error: 'missing_token', message: ReviewMessages.missingToken },
    });
    for (const answer of [
      await validate('x'.repeat(43)),
      await shop.call('GET', `/api/review/order/?token=${'x'.repeat(43)}`),
      await submit({ token: 'x'.repeat(43), rating: 5, review_text: 'Bagus' }),
    ]) {
      expect(answer).toMatchObject({
        status: 404,
        body: { error: 'review_link_not_found', message: 'Invalid review link' },
      });
    }
  });

  it("answers the link's order for the review page", async () => {
    const { orderId, token } = await mailedReviewLink(shop, catalogue);
    const order = await shop.call('GET', `/api/review/order/?token=${token}&order_id=${orderId}`);
    expect(order).toMatchObject({
      status: 200,
      body: {
        id: orderId,
        created_at: expect.any(String),
        fulfillment_status: expect.any(String),
        payment_status: 'paid',
        shipping_address: 'Jl. Anggrek 12, KOTA DENPASAR, Bali, 80225',
        total_price: expect.any(Number),
        reviewed: false,
      },
    });
    expect(order.body.items).toEqual([
      {
        product: catalogue.product,
        product_name: expect.any(String),
        gift_set: null,
        gift_set_name: null,
        quantity: 1,
        message: '',
        price: expect.any(Number),
        charms: catalogue.charms.map((charm) => ({ charm, charm_name: expect.any(String) })),
      },
    ]);
    const another = await shop.call('GET', `/api/review/order/?token=${token}&order_id=${orderId + 1}`);
    expect(another).toMatchObject({ status: 404, body: { error: 'review_link_not_found' } });
  });

  it('reviews an order once from JSON: every item when none is named, ratings follow, the link dies', async () => {
    const { orderId, token } = await mailedReviewLink(shop, catalogue);
    expect(await submit({ token, rating: 0, review_text: '   ' })).toMatchObject({
      status: 400,
      body: { error: 'incomplete_review', message: ReviewMessages.incomplete, detail: 'Missing: rating, review_text' },
    });
    expect(await submit({ token, rating: 4, review_text: 'x', product_ids: [catalogue.product + 1000] })).toMatchObject(
      {
        status: 400,
        body: { error: 'not_in_order', detail: `Product ${catalogue.product + 1000} is not part of order #${orderId}` },
      },
    );
    expect((await validate(token)).status).toBe(200);

    const reviewed = await submit({
      token,
      rating: 4,
      review_text: '  Cantik!  ',
      product_ids: [],
      charm_ids: [],
      gift_set_ids: [],
    });
    expect(reviewed).toMatchObject({
      status: 201,
      body: {
        id: expect.any(Number),
        user_name: 'Rina Wijaya',
        uploaded_at: expect.any(String),
        rating: 4,
        review_text: 'Cantik!',
        image: null,
        products: [catalogue.product],
        charms: catalogue.charms,
        gift_sets: [],
      },
    });
    expect((await shop.call('GET', `/api/reviews/${reviewed.body.id}/`)).body).toEqual(reviewed.body);
    expect(await ratingOf(shop, 'products', catalogue.product)).toBe(4);
    expect(await ratingOf(shop, 'charms', catalogue.charms[0]!)).toBe(4);

    expect(await submit({ token, rating: 5, review_text: 'Lagi' })).toMatchObject({
      status: 410,
      body: { error: 'review_link_used', message: ReviewMessages.alreadyReviewed },
    });
    expect(await validate(token)).toMatchObject({ status: 410, body: { message: ReviewMessages.alreadyReviewed } });
    const order = await shop.call('GET', `/api/review/order/?token=${token}`);
    expect(order.body).toMatchObject({ reviewed: true, items: [] });
  });

  it('takes a multipart review with a picture, served under /media/, and refuses other files', async () => {
    const { token } = await mailedReviewLink(shop, catalogue, { gift_set: catalogue.giftSet });
    const fields = { token, rating: '5', review_text: 'Foto kalungnya', gift_set_ids: String(catalogue.giftSet) };
    const pdf = { bytes: Buffer.from('%PDF-1.7 not a picture'), name: 'foto.jpg', type: 'image/jpeg' };
    expect(await submitMultipart(shop, fields, pdf)).toMatchObject({
      status: 400,
      body: { error: 'not_an_image', detail: 'foto.jpg is not a JPEG, PNG, WebP or GIF picture' },
    });
    const huge = { bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), name: 'besar.png', type: 'image/png' };
    expect(await submitMultipart(shop, fields, huge)).toMatchObject({
      status: 400,
      body: { error: 'image_too_large', message: 'The image is too large: 5 MB at most' },
    });
    expect(await submitMultipart(shop, { token, rating: '5' })).toMatchObject({
      status: 400,
      body: { message: ReviewMessages.incomplete, detail: 'Missing: review_text' },
    });
    expect((await validate(token)).status).toBe(200);

    const reviewed = await submitMultipart(shop, fields, { bytes: PNG, name: 'kalung.png', type: 'image/png' });
    expect(reviewed).toMatchObject({
      status: 201,
      body: {
        rating: 5,
        products: [],
        charms: [],
        gift_sets: [catalogue.giftSet],
        image: expect.stringMatching(/^\/media\/reviews\/[\w-]+\.png$/),
      },
    });
    expect(await ratingOf(shop, 'gift_sets', catalogue.giftSet)).toBe(5);
    const picture = await fetch(`${shop.url}${reviewed.body.image}`);
    expect(picture.status).toBe(200);
    // the picture as the shop re-encoded it: the same pixels, none of the sender's bytes
    const kept = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(kept).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('takes one review of many sent at once, and averages two reviews of one item made at once', async () => {
    const product = await addProduct(shop.sql, { price: 90_000 });
    const [first, second] = [
      await mailedReviewLink(shop, catalogue, { product }),
      await mailedReviewLink(shop, catalogue, { product }),
    ];
    const answers = await Promise.all([
      ...[1, 2, 3, 4].map((n) => submit({ token: first.token, rating: 2, review_text: `Serentak ${n}` })),
      submit({ token: second.token, rating: 5, review_text: 'Yang kedua' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 410, 410, 410]);
    const stored = await shop.sql.query(
      `SELECT count(*)::int AS n, count(l.order_id)::int AS linked FROM reviews r
       LEFT JOIN review_links l ON l.review_id = r.id WHERE r.review_text LIKE 'Serentak %'`,
    );
    expect(stored.rows[0]).toEqual({ n: 1, linked: 1 });
    expect(await ratingOf(shop, 'products', product)).toBe(3.5);
  });
});
