import { readdir } from 'node:fs/promises';

import { ReviewMessages } from '@kilau/domain';

import { mailedReviewLink, PNG, reviewCatalogue, submitMultipart } from '../reviews/review-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { startUpload } from './upload-attack.js';

const MB = 1024 * 1024;

/**
 * A stranger sends the review form's upload (no login; the link's token is the key) and the
 * console's, megabytes at a time, without a key: the shop answers before it reads the body and
 * closes the connection, so nothing is read into memory or written to disk. With a key, multer's
 * limits bound every part of the form.
 */
describe('uploads a stranger cannot make the shop read', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop();
  }, 60_000);
  afterAll(() => shop?.close());

  const filesInMedia = async () => (await readdir(shop.config.mediaDir, { recursive: true })).length;

  it.each([
    ['no token', '/api/review/submit/', 400, ReviewMessages.missingToken],
    ['a token no link has', `/api/review/submit/?token=${'x'.repeat(43)}`, 404, 'Invalid review link'],
  ])(
    'refuses an 8 MB review upload with %s after its first 64 kB, closing the connection',
    async (_, path, status, message) => {
      const before = await filesInMedia();
      const outcome = await startUpload(`${shop.url}${path}`, { totalBytes: 8 * MB, firstBytes: 64 * 1024 });
      expect(outcome).toMatchObject({ status, headers: { connection: 'close' } });
      expect(JSON.parse(outcome.body).message).toBe(message);
      expect(outcome.sentBytes).toBeLessThanOrEqual(64 * 1024);
      expect(await filesInMedia()).toBe(before);
    },
  );

  it('refuses any other multipart type the same way (multer reads them all)', async () => {
    for (const type of ['multipart/mixed', 'Multipart/Form-Data']) {
      const outcome = await startUpload(`${shop.url}/api/review/submit/`, {
        totalBytes: 8 * MB,
        firstBytes: 64 * 1024,
        type,
      });
      expect(outcome).toMatchObject({ status: 400, headers: { connection: 'close' } });
    }
  });

  it('keeps the connection of a refusal whose request it has read whole', async () => {
    const answer = await shop.call('POST', '/api/review/submit/', { body: { rating: 5, review_text: 'Bagus' } });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('connection')).not.toBe('close');
  });

  it("refuses a stranger's 8 MB console upload before reading it", async () => {
    const outcome = await startUpload(`${shop.url}/api/admin/uploads/`, {
      totalBytes: 8 * MB,
      firstBytes: 64 * 1024,
      field: 'file',
    });
    expect(outcome).toMatchObject({ status: 401, headers: { connection: 'close' } });
  });

  it("bounds a live link's form: a field of more than 16 kB, more parts than the form has, a picture over 5 MB", async () => {
    const catalogue = await reviewCatalogue(shop);
    const { token } = await mailedReviewLink(shop, catalogue);
    const form = { token, rating: '5', review_text: 'Bagus' };
    const tooLong = await submitMultipart(shop, { ...form, product_ids: '1,'.repeat(9000) });
    expect(tooLong).toMatchObject({ status: 400, body: { error: 'invalid_upload' } });
    const extra = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`extra_${i}`, 'x']));
    expect(await submitMultipart(shop, { ...form, ...extra })).toMatchObject({
      status: 400,
      body: { error: 'invalid_upload' },
    });
    const huge = { bytes: Buffer.concat([PNG, Buffer.alloc(6 * MB)]), name: 'besar.png', type: 'image/png' };
    expect(await submitMultipart(shop, form, huge)).toMatchObject({ status: 400, body: { error: 'image_too_large' } });
    // none of it spent the link
    expect((await shop.call('GET', `/api/review/validate/?token=${token}`)).status).toBe(200);
  });
});
