import { paymentPageStatus } from '@kilau/domain';

/** 'Not Paid', 'Paid' or 'Cancelled', coloured by what it means. */
export function PaymentStatusLine({ status }: { status: string | undefined }) {
  return (
    <span className={`pay-status pay-status--${status ?? 'unpaid'}`} data-testid="payment-status">
      {paymentPageStatus(status)}
    </span>
  );
}
