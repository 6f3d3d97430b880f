import { PaymentProviderFailure } from '../gateway/payment-gateway.js';

/** A transaction as Midtrans reports it, by notification or status call (PROVIDERS.md 1.4, 1.5); fields are strings. */
export interface MidtransTransaction {
  order_id: string;
  transaction_id?: string;
  transaction_status: string;
  status_code: string;
  gross_amount?: string;
  payment_type?: string;
  fraud_status?: string;
  transaction_time?: string;
  settlement_time?: string;
  expiry_time?: string;
  va_numbers?: Array<{ bank: string; va_number: string }>;
  permata_va_number?: string;
  actions?: Array<{ name: string; method: string; url: string }>;
  qr_string?: string;
  [field: string]: unknown;
}

/** A notification as it arrives: a transaction report with its signature. */
export interface MidtransNotification extends MidtransTransaction {
  gross_amount: string;
  signature_key: string;
}

/**
 * Why a Midtrans call failed. `transient` (network, timeout, 5xx, 429, a body that is not JSON)
 * is worth retrying; `refused` (a 4xx, a refusal in the body) is not.
 */
export class MidtransError extends PaymentProviderFailure {
  constructor(
    kind: 'transient' | 'refused',
    message: string,
    readonly httpStatus?: number,
    readonly messages: string[] = [],
  ) {
    super(kind, message);
    this.name = 'MidtransError';
  }
}
