import type { Page } from 'playwright-core';

import { CheckoutMessages, formatRupiah } from '@kilau/domain';

import { waitUntil } from '../harness/wait.js';
import { control as midtrans } from '../payments/payment-helpers.js';
import { expectNoSeriousA11yViolations, screenshot, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import {
  braceletAtCheckout,
  checkShippingFee,
  choosePaymentMethod,
  confirmOrder,
  fillCheckout,
  type PaymentChoice,
} from './storefront-steps.js';

/** One charge attempt of an order's payment, as GET /api/payments/{id}/ lists it. */
interface Attempt {
  attempt_id: string;
  method: string;
  va_number: string | null;
  qr_url: string | null;
}

/**
 * The shop's own payment pages, reached as a shopper reaches them: the checkout with 'Bank
 * transfer (virtual account)' or 'QRIS' chosen, the order placed, the page showing the real
 * charge; the money arriving at Midtrans (the simulator's settlement) turns the page to paid,
 * and its way on leads to the order's tracking.
 */
describe('storefront: bank transfer and QRIS pages', () => {
  const world = useStorefrontWorld();

  /** A customer's bracelet checked out with this payment choice: the page it lands on, and the order. */
  async function orderPaidBy(choice: PaymentChoice, email: string, landing: RegExp) {
    const { shop } = world;
    const { page, access } = await braceletAtCheckout(world, email);
    await fillCheckout(page);
    await checkShippingFee(page);
    if (choice === 'Bank transfer (virtual account)') {
      // the admin fee is told before the shopper chooses the bank transfer
      const radio = page.getByRole('radio', { name: choice, exact: true });
      expect(await radio.getAttribute('aria-describedby')).toBe('payment-hint-virtual-account');
      expect(await page.locator('#payment-hint-virtual-account').textContent()).toBe('+ Rp 4.000 admin fee');
    }
    await choosePaymentMethod(page, choice);
    await confirmOrder(page);
    await page.waitForURL(landing);
    // the customer's order list is a read model: it follows the order in its time
    const orders = await waitUntil(
      async () => {
        const answer = await shop.call('GET', '/api/orders/', { token: access });
        return answer.body.length > 0 ? (answer.body as Array<{ id: number }>) : undefined;
      },
      { what: 'the order in the customer’s list' },
    );
    expect(orders).toHaveLength(1);
    const orderId = orders[0]!.id;
    /** The order's open charge, once the page has asked for it. */
    const charge = () =>
      waitUntil(
        async () => {
          const payment = await shop.call('GET', `/api/payments/${orderId}/`, { token: access });
          return (payment.body.attempts as Attempt[] | undefined)?.at(-1);
        },
        { what: `order ${orderId}'s charge` },
      );
    return { page, orderId, charge, access };
  }

  /** Paid: the status reads so, the thanks with the way to tracking, which shows the payment. */
  async function seesPaidAndTracks(page: Page, orderId: number): Promise<void> {
    const main = page.getByRole('main');
    await main
      .getByTestId('payment-status')
      .filter({ hasText: /^Paid$/ })
      .first()
      .waitFor({ timeout: 15_000 });
    const thanks = main.getByRole('status').filter({ hasText: 'Payment received. Thank you!' });
    await thanks.waitFor();
    expect(CheckoutMessages.paymentReceived).toBe('Payment received. Thank you!');
    await thanks.getByRole('link', { name: 'Track My Order' }).click();
    await page.waitForURL(new RegExp(`/track-order/${orderId}$`));
    const tracking = page.getByRole('main');
    await tracking.getByRole('heading', { name: 'My Order' }).waitFor();
    await tracking.getByText('Payment Successful').waitFor();
    await tracking
      .getByTestId('order-id')
      .filter({ hasText: String(orderId) })
      .waitFor();
  }

  it('bank transfer: the real virtual account number, the Rp 4.000 admin fee on the total, Not Paid, then Paid when the transfer settles', async () => {
    const { shop } = world;
    const { page, orderId, charge, access } = await orderPaidBy(
      'Bank transfer (virtual account)',
      'transfer@example.com',
      /\/checkout\/virtual-account$/,
    );
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Virtual Account' }).waitFor();
    const shown = main.getByTestId('va-number');
    await shown.waitFor();
    const attempt = await charge();
    expect(attempt).toMatchObject({ method: 'bank_transfer', va_number: expect.stringMatching(/^\d{8,}$/) });
    expect((await shown.textContent())?.trim()).toBe(attempt.va_number);
    await main.getByText('Virtual Account Number (BCA)').waitFor();
    expect(await main.getByTestId('payment-status').first().textContent()).toBe('Not Paid');
    expect(await main.getByText('Payment received. Thank you!').count()).toBe(0);
    // the seed's admin fee: Rp 4.000 on top of the order's total, the amount the account was opened for
    const orderTotal: number = (await shop.call('GET', `/api/payments/${orderId}/`, { token: access })).body.amount;
    const summary = main.getByRole('region', { name: 'Order Summary' });
    await summary.getByText('Admin Fee').waitFor();
    await summary.getByText('Rp 4.000', { exact: true }).waitFor();
    await main
      .locator('.pay-total')
      .getByText(formatRupiah(orderTotal + 4000), { exact: true })
      .waitFor();
    expect((await midtrans(shop).transaction(attempt.attempt_id)).grossAmount).toBe(orderTotal + 4000);
    // 'Check Payment Status' asks the shop: the order id, the status as it stands, the total with the fee
    await main.getByRole('button', { name: 'Check Payment Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Status' });
    await dialog.getByText(String(orderId), { exact: true }).waitFor();
    await dialog.getByText('Not Paid', { exact: true }).waitFor();
    await dialog.getByText(formatRupiah(orderTotal + 4000), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // the guides of the bank's three channels, each opening its steps to the account shown above
    const guides = main.getByRole('region', { name: 'Payment Guide' });
    const channels = ['ATM BCA', 'Mobile Banking (BCA mobile)', 'Internet Banking BCA'];
    expect(await guides.locator('summary').allInnerTexts()).toEqual(channels);
    for (const channel of channels) {
      const guide = guides.locator('details').filter({ hasText: channel });
      await guide.locator('summary').click();
      await guide.getByText('Enter the virtual account number shown above.').waitFor();
    }
    await screenshot(page, 'virtual-account-1920');
    await expectNoSeriousA11yViolations(page, 'the virtual account page');

    // the shopper transfers: Midtrans settles and tells the shop; the page sees it by itself
    await midtrans(shop).pay(attempt.attempt_id);
    await seesPaidAndTracks(page, orderId);
    await page.close();
  }, 60_000);

  it('QRIS: the QR code, Not Paid, then Paid when the scan settles', async () => {
    const { shop } = world;
    const { page, orderId, charge } = await orderPaidBy('QRIS', 'qris@example.com', /\/checkout\/qris$/);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'QRIS' }).waitFor();
    const code = main.getByRole('img', { name: `QRIS code to pay order ${orderId}` });
    await code.waitFor();
    expect(await code.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await code.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    const attempt = await charge();
    expect(attempt.method).toBe('qris');
    expect(await main.getByTestId('payment-status').first().textContent()).toBe('Not Paid');
    await screenshot(page, 'qris-1920');
    await expectNoSeriousA11yViolations(page, 'the QRIS page');

    await midtrans(shop).pay(attempt.attempt_id);
    // paid, the code is no longer offered
    await main
      .getByTestId('payment-status')
      .filter({ hasText: /^Paid$/ })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await code.count()).toBe(0);
    await seesPaidAndTracks(page, orderId);
    await page.close();
  }, 60_000);

  it("the QRIS page opened by its address, without an order, says 'No order details found.'", async () => {
    const { shop, browser } = world;
    const page = await storefrontPage(browser, shop, { path: '/checkout/qris', loggedInAs: 'qris@example.com' });
    const main = page.getByRole('main');
    await main.getByRole('alert').filter({ hasText: 'No order details found.' }).waitFor();
    await main.getByRole('link', { name: 'Return to Home' }).waitFor();
    expect(await main.getByRole('img').count()).toBe(0);
    await page.close();
  });
});
