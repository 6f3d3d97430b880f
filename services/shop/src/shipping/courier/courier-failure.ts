import { CheckoutMessages } from '@kilau/domain';

import { CourierError } from './courier.js';

/**
 * A courier call that failed, in the seed's Indonesian words (order-side seed §8 'Courier'): an
 * answer that is not J&T's shape, a connection that failed (naming where to get help), or J&T's
 * own refusal with its reason.
 */
export function courierFailureMessage(error: unknown, supportEmail: string): string {
  if (!(error instanceof CourierError))
    return CheckoutMessages.courierFailed((error as Error)?.message ?? String(error));
  if (error.detail.malformed) return CheckoutMessages.courierMalformed;
  if (error.kind === 'transient') return CheckoutMessages.courierUnreachable(supportEmail);
  return CheckoutMessages.courierFailed(error.message);
}
