import { CheckoutMessages } from '@kilau/domain';

import type { CardResult, MidtransNew3ds } from './card-script';
import type { CardForm } from './CardFormFields';
import { paymentApi } from './payment-api';

/** The card form as getCardToken takes it: digits only, the month and year of "yyyy-mm". */
export function cardData(form: CardForm) {
  const [year = '', month = ''] = form.expiry.split('-');
  return {
    card_number: form.number.replace(/\D/g, ''),
    card_exp_month: month,
    card_exp_year: year,
    card_cvv: form.cvv.replace(/\D/g, ''),
  };
}

/**
 * The card's token, made by Midtrans in this browser: the number and CVV go to Midtrans only.
 * A card Midtrans refuses (a typo, an unknown card) is the seed's 'Failed to process payment.
 * Please try again.'.
 */
export function tokenise(midtrans: MidtransNew3ds, form: CardForm): Promise<string> {
  return new Promise((resolve, reject) => {
    midtrans.getCardToken(cardData(form), {
      onSuccess: (result) =>
        result.token_id ? resolve(result.token_id) : reject(new Error(CheckoutMessages.legacyPaymentFailed)),
      onFailure: () => reject(new Error(CheckoutMessages.legacyPaymentFailed)),
    });
  });
}

/** Charges the order with the token alone; the answer names the card's 3-D Secure page. */
export async function chargeCard(orderId: number, tokenId: string): Promise<string> {
  const charge = await paymentApi.charge(orderId, { method: 'credit_card', token_id: tokenId });
  if (!charge.redirect_url) throw new Error(CheckoutMessages.legacyPaymentFailed);
  return charge.redirect_url;
}

export type Verdict = 'paid' | 'pending' | 'refused';

/**
 * The bank's 3-D Secure step: Midtrans's script hands its page to `show` (framed by the page),
 * then tells how it ended. Only a UX hint: the order is paid when the shop hears from Midtrans.
 */
export function authenticate(midtrans: MidtransNew3ds, redirectUrl: string, show: (url: string) => void) {
  return new Promise<Verdict>((resolve) => {
    const verdict = (result: CardResult): Verdict =>
      result.transaction_status === 'capture' || result.transaction_status === 'settlement' ? 'paid' : 'refused';
    midtrans.authenticate(redirectUrl, {
      performAuthentication: show,
      onSuccess: (result) => resolve(verdict(result)),
      onFailure: () => resolve('refused'),
      onPending: () => resolve('pending'),
    });
  });
}
