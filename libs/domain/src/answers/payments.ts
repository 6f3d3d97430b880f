/**
 * A bank transfer, QRIS or card charge: the account number, the QR code, or the card's 3-D Secure
 * page (`redirect_url`), the amount, until when.
 */
export interface ChargeView {
  order_id: number;
  attempt_id: string;
  method: 'bank_transfer' | 'qris' | 'credit_card';
  amount: number;
  expires_at: string;
  bank: string | null;
  va_number: string | null;
  qr_url: string | null;
  qr_string: string | null;
  /** A card charge's 3-D Secure page at the provider, where the payer types the bank's OTP. */
  redirect_url: string | null;
}

/** How an order's payment stands, for the payment pages to show and poll. */
export interface PaymentStandingView {
  order_id: number;
  status: 'unpaid' | 'paid' | 'cancelled';
  fulfillment_status: string;
  amount: number;
  payment_deadline: string;
  paid_at: string | null;
  refund_due: boolean;
  attempts: Array<{
    attempt_id: string;
    method: string;
    outcome: string;
    transaction_status: string | null;
    closed: boolean;
    started_at: string;
    expires_at: string;
    bank: string | null;
    va_number: string | null;
    qr_url: string | null;
  }>;
}
