import './policy-pages.css';

import { Link } from 'react-router';

import { dayRange, FREE_RETURN_DAYS, REFUND_BUSINESS_DAYS, REFUND_WINDOW_DAYS, SHOP_EMAIL } from '@kilau/domain';

/** /refund: the refund policy of order-side seed 'Refund policy page' (14 days from delivery; free within 7 days of receipt). */
export default function RefundPage() {
  const refundDays = dayRange(REFUND_BUSINESS_DAYS);
  return (
    <main className="page page--narrow policy-page">
      <h1>Refund Policy</h1>
      <p className="policy-page__lead">
        We want you to love your Kilau jewellery. If something is not right, here is how returns and refunds work.
      </p>

      <h2>Returns</h2>
      <ul>
        <li>You may return an item within {REFUND_WINDOW_DAYS} days of delivery.</li>
        <li>
          Returns within {FREE_RETURN_DAYS} days of receipt are free: we pay for the parcel back. After that, you send
          it back at your own cost.
        </li>
        <li>The item must be unused and in its original packaging, with everything it came with.</li>
        <li>
          To start a return, email us at <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a> with your order number and
          the item you are returning.
        </li>
      </ul>

      <h2>Refunds</h2>
      <p>
        Once your return arrives we inspect it. Approved refunds go back to your original payment method within{' '}
        {refundDays} business days after the inspection.
      </p>

      <h2>Damaged items</h2>
      <p>
        If your item arrives damaged, email us at <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a> with photos of the
        item and its packaging, and your order number. We will arrange a replacement or a refund.
      </p>

      <h2>Non-returnable items</h2>
      <p>
        Sale items and personalised items (such as custom charm pieces and pieces with a gift note) cannot be returned
        unless they arrive damaged.
      </p>

      <p>
        Questions about your order? See our <Link to="/faq">FAQ</Link> or write to{' '}
        <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>.
      </p>
    </main>
  );
}
