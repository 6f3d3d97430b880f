import sharp from 'sharp';

import {
  courierStatusInWords,
  formatRupiahWithCents,
  formatWibDateTime,
  OrderMessages,
  ReviewMessages,
  timelineNewestFirst,
} from '@kilau/domain';

import { CONTACT } from '../orders/checkout-helpers.js';
import { PNG } from '../reviews/review-helpers.js';
import { NAMES } from './storefront-catalogue.js';
import { expectNoSeriousA11yViolations, screenshot, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import { type DeliveredOrder, deliveredOrder } from './storefront-orders.js';

/**
 * After the parcel arrives: the review by the mailed link, start to end against the real
 * service, and the tracking page as someone who does not own the order sees it.
 */
describe('storefront: after the order', () => {
  const world = useStorefrontWorld();
  // one delivered order serves both: its review link, and its waybill for a stranger
  let delivered: Promise<DeliveredOrder> | undefined;
  const order = () => (delivered ??= deliveredOrder(world, 'pengulas@example.com'));

  it('reviews a delivered order by its mailed link: order shown, stars, text, photo, confirm, once', async () => {
    const { shop, browser, catalogue } = world;
    const { orderId, total, link } = await order();
    expect(link.startsWith(`${shop.url}/review?token=`)).toBe(true);
    const page = await storefrontPage(browser, shop, { path: link.slice(shop.url.length) });
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Review Your Order' }).waitFor();

    // the order beside the form: its number, its necklace with the two charms, its total with cents
    const yours = main.getByRole('region', { name: 'Your Order' });
    await yours.getByText(`#${orderId}`, { exact: true }).waitFor();
    const line = yours.getByRole('listitem').filter({ hasText: NAMES.necklace });
    await line.getByText(`${ReviewMessages.customCharmSet}: ${NAMES.charms[0]}, ${NAMES.charms[1]}`).waitFor();
    await line.getByText('Quantity: 1').waitFor();
    expect(formatRupiahWithCents(total)).toMatch(/^Rp\. \d{1,3}(\.\d{3})+,00$/);
    await yours.getByText(formatRupiahWithCents(total), { exact: true }).waitFor();
    // and its date, fulfillment and payment status, and where it went, as the link's order reads them
    const token = new URL(link).searchParams.get('token')!;
    const reviewed = (await shop.call('GET', `/api/review/order/?token=${token}`)).body;
    const fact = (term: string) => yours.locator(`dt:text-is("${term}") + dd`).innerText();
    expect(await fact('Order Number')).toBe(`#${orderId}`);
    expect(await fact('Date')).toBe(formatWibDateTime(reviewed.created_at));
    expect(await fact('Fulfillment Status')).toBe(reviewed.fulfillment_status);
    expect(await fact('Payment Status')).toBe(reviewed.payment_status);
    expect(reviewed.shipping_address).toContain(CONTACT.address);
    expect(await fact('Shipping Address')).toBe(reviewed.shipping_address);
    await screenshot(page, 'review-1920');
    await expectNoSeriousA11yViolations(page, 'the review page');

    // nothing filled in: the button reads disabled (the seed's rule), yet a click says what is missing
    const form = main.getByRole('region', { name: 'Leave a Review' });
    const submit = form.getByRole('button', { name: 'Submit Review' });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    expect(await submit.isVisible()).toBe(true);
    await submit.click({ force: true });
    await form.getByRole('alert').filter({ hasText: ReviewMessages.incomplete }).waitFor();
    expect(ReviewMessages.incomplete).toBe('Please complete all required fields before submitting');
    expect(await page.getByRole('dialog', { name: 'Submit Review' }).count()).toBe(0);

    // four stars, a text, a photo; confirmed in the dialog
    await form.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: '4 stars' }).check();
    const text = 'Kalungnya cantik sekali, charm-nya rapi. Terima kasih Kilau!';
    await form.getByLabel('Your Review').fill(text);
    await form.getByLabel('Photo (optional)').setInputFiles({ name: 'kalung.png', mimeType: 'image/png', buffer: PNG });
    expect(await submit.getAttribute('aria-disabled')).toBe('false');
    const confirm = page.getByRole('dialog', { name: 'Submit Review' });
    const submitAndConfirm = async () => {
      await submit.click();
      await confirm.getByText(ReviewMessages.confirmSubmit).waitFor();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
    };
    // the shop fails the submission: its own words when it gives some, else the seed's
    const isSubmit = (url: URL) => url.pathname === '/api/review/submit/';
    for (const [answer, shown] of [
      [{ status: 503, json: { message: 'Ulasan sedang ditutup' } }, 'Ulasan sedang ditutup'],
      [{ status: 500, body: '' }, 'Failed to submit review. Please try again.'],
    ] as const) {
      await page.route(isSubmit, (route) => route.fulfill(answer));
      await submitAndConfirm();
      await form.getByRole('alert').filter({ hasText: shown }).waitFor();
      await page.unroute(isSubmit);
    }
    expect(ReviewMessages.submitFailed).toBe('Failed to submit review. Please try again.');
    await submitAndConfirm();
    await form.getByText('Thank you for your review! Your feedback has been submitted successfully.').waitFor();

    // the review is the shop's: its stars, its text, the picture (re-encoded), for the necklace and its charms
    const reviews = await shop.call('GET', `/api/reviews/?product=${catalogue.necklace}`);
    expect(reviews.status).toBe(200);
    expect(reviews.body).toEqual([
      expect.objectContaining({
        rating: 4,
        review_text: text,
        image: expect.stringMatching(/^\/media\/reviews\/[\w-]+\.png$/),
        products: [catalogue.necklace],
        charms: [...catalogue.charms.slice(0, 2)].sort((a, b) => a - b),
      }),
    ]);
    const picture = await fetch(`${shop.url}${reviews.body[0].image}`);
    const kept = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(kept).toMatchObject({ format: 'png', width: 1, height: 1 });

    // the link again: one review per order
    await page.reload();
    await main.getByText("You've already submitted a review for this order.").waitFor();
    expect(await main.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
    await page.close();
  }, 60_000);

  it("a review link without its token says 'Invalid review link - missing token'", async () => {
    const { shop, browser } = world;
    const page = await storefrontPage(browser, shop, { path: '/review' });
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Invalid review link - missing token' })
      .waitFor();
    expect(await page.getByRole('main').getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
    await page.close();
  });

  it("a review link the shop cannot load says the shop's words, or 'Failed to load data.'", async () => {
    const { shop, browser } = world;
    const refused = await shop.call('GET', '/api/review/order/?token=not-a-review-token');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.message).toMatch(/\w/);
    const page = await storefrontPage(browser, shop, { path: '/review?token=not-a-review-token' });
    const alert = page.getByRole('main').getByRole('alert');
    await alert.filter({ hasText: refused.body.message }).waitFor();
    // an answer without words of its own
    await page.route(
      (url) => url.pathname === '/api/review/order/',
      (route) => route.fulfill({ status: 502, body: '' }),
    );
    await page.reload();
    await alert.filter({ hasText: 'Failed to load data.' }).waitFor();
    expect(ReviewMessages.loadFailed).toBe('Failed to load data.');
    expect(await page.getByRole('main').getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
    await page.close();
  });

  it("someone else's parcel, logged out: the timeline, but no details without the login", async () => {
    const { shop, browser } = world;
    const { waybill } = await order();
    const page = await storefrontPage(browser, shop, { path: `/track-order/${waybill}` });
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'My Order' }).waitFor();
    await main.getByText('Order details unavailable - authentication required').waitFor();
    expect(OrderMessages.detailsNeedAuthentication).toBe('Order details unavailable - authentication required');
    // the courier's stages, newest first, as the public tracking answers them, in words
    const tracking = await shop.call('GET', `/api/tracking/${waybill}/`);
    expect(tracking.body.detail).toBeNull();
    const history = tracking.body.history as Array<{ date_time: string; status: string; status_code?: number }>;
    const stages = timelineNewestFirst(history).map((entry) => courierStatusInWords(entry, 'en'));
    expect(stages).toContain('Delivered and received');
    expect(stages.length).toBeGreaterThan(1);
    const timeline = main.getByRole('region', { name: 'Tracking History' }).getByRole('listitem');
    await timeline.first().waitFor();
    expect((await timeline.locator('span').allTextContents()).map((s) => s.trim())).toEqual(stages);
    await screenshot(page, 'tracking-stranger-1920');
    // nothing of the receiver
    expect(await main.getByRole('heading', { name: 'Receiver' }).count()).toBe(0);
    expect(await main.getByText('Jl. Anggrek 12').count()).toBe(0);
    await page.close();
  });

  it("the order mail's link, logged out: the whole order with its receiver; the id alone shows nothing", async () => {
    const { shop, browser } = world;
    const { orderId } = await order();
    const mail = await shop.mail.waitForMailTo(CONTACT.email, 15_000, (m) =>
      m.subject.includes(`order #${orderId} received`),
    );
    const link = new RegExp(`${shop.url}(/track-order/${orderId}#token=[\\w-]+)`).exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const page = await storefrontPage(browser, shop, { path: link! });
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Receiver' }).waitFor();
    await main.getByText(CONTACT.address, { exact: false }).first().waitFor();
    await main
      .getByTestId('order-id')
      .filter({ hasText: String(orderId) })
      .waitFor();
    // without the secret, the order id is only its owner's to look up
    await page.goto(`${shop.url}/track-order/${orderId}`);
    await main.getByText(`No order data found for tracking number: ${orderId}`, { exact: true }).waitFor();
    expect(await main.getByRole('heading', { name: 'Receiver' }).count()).toBe(0);
    await page.close();
  });

  it("an unknown tracking number says 'No order data found for tracking number: ...'", async () => {
    const { shop, browser } = world;
    const page = await storefrontPage(browser, shop, { path: '/track-order/JX0000404' });
    const main = page.getByRole('main');
    await main.getByText('No order data found for tracking number: JX0000404', { exact: true }).waitFor();
    expect(await main.getByRole('region', { name: 'Tracking History' }).count()).toBe(0);
    await page.close();
  });
});
