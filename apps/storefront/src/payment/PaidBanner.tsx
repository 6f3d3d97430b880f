import { Link } from 'react-router';

import { CheckoutMessages } from '@kilau/domain';

/** Shown once the money has arrived: the way on to the parcel's tracking. */
export function PaidBanner({ orderId }: { orderId: number }) {
  return (
    <div className="pay-paid" role="status">
      <p>{CheckoutMessages.paymentReceived}</p>
      <Link className="button button--primary" to={`/track-order/${orderId}`}>
        Track My Order
      </Link>
    </div>
  );
}
