import type { OrderState } from '../../ordering/order/state.js';
import type { MidtransTransaction } from '../midtrans/midtrans-types.js';

type Placed = Exclude<OrderState, { status: 'none' }>;

/** Injection token of the {@link PaymentGateway}. */
export const PAYMENT_GATEWAY = Symbol('PaymentGateway');

/** What an attempt asks the provider for: the order, the attempt's id, and until when money is taken. */
export interface AttemptRequest {
  order: Placed;
  attemptId: string;
  /** The moment the provider starts counting the attempt's life from (the database's now). */
  startsAt: Date;
}

/** A transaction as the provider reports it (by status call or notification). */
export type ProviderTransaction = MidtransTransaction;

/** A hosted payment page (Snap) where the payer picks how to pay. */
export interface PaymentPage {
  token: string;
  redirectUrl: string;
}

/** What a payer needs to pay a charge: a virtual account number, a QR code, or the card's 3-D Secure page. */
export type ChargeDetails =
  | { method: 'bank_transfer'; bank: string; vaNumber: string }
  | { method: 'qris'; qrUrl: string; qrString: string | null }
  | { method: 'credit_card'; redirectUrl: string };

/**
 * How a charge is paid. A card is named by the token the provider's script made of it in the
 * payer's browser: the shop never sees the card's number or CVV.
 */
export type ChargeWay =
  | { method: 'bank_transfer'; bank: 'bca' | 'bni' | 'bri' | 'permata' }
  | { method: 'qris' }
  | { method: 'credit_card'; tokenId: string };

/**
 * Why a call to the provider failed. `transient` (unreachable, timed out, 5xx, an answer that
 * cannot be read) says nothing of whether the provider did the work: its answer may be lost.
 * `refused` says it did not.
 */
export class PaymentProviderFailure extends Error {
  constructor(
    readonly kind: 'transient' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderFailure';
  }
}

/**
 * The payment provider in the payment context's own words (the Midtrans HTTP client is its
 * adapter, midtrans/midtrans-gateway.ts). Calls fail with {@link PaymentProviderFailure}.
 */
export interface PaymentGateway {
  /** Opens a payment page for one attempt, open until the order's payment deadline. */
  createSnap(request: AttemptRequest): Promise<PaymentPage>;
  /** Charges one attempt by bank transfer (plus the virtual account's fee), QRIS, or a card token (3-D Secure). */
  charge(request: AttemptRequest, way: ChargeWay): Promise<ChargeDetails>;
  /** The attempt's transaction as the provider has it now; undefined when it has none (yet). */
  status(attemptId: string): Promise<ProviderTransaction | undefined>;
  /** Stops the attempt taking money: 'expired', 'not_found' (never charged) or 'not_pending' (it moved on). */
  cancel(attemptId: string): Promise<'expired' | 'not_found' | 'not_pending'>;
  /** What a payer needs to pay a charge the provider reports (a charge whose answer was lost). */
  chargeDetails(transaction: ProviderTransaction, way: ChargeWay): ChargeDetails | undefined;
}
