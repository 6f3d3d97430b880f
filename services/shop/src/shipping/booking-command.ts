import { CheckoutMessages, courierRefusal } from '@kilau/domain';

import type { OrderCommand, WaybillCodes } from '../ordering/order/commands.js';
import type { Booking } from './courier/courier.js';

/**
 * J&T's answer to booking the parcel, in the shop's words for the order: a waybill (new, or the
 * one it gave before for this order id), or a refusal with the seed's message. The order decides.
 */
export function bookingCommand(answer: Booking, codes: WaybillCodes): OrderCommand {
  if (answer.booked) return { type: 'AssignWaybill', awb: answer.waybill, reused: false, etd: answer.etd, codes };
  const refusal = courierRefusal(answer.reason, answer.existingWaybill);
  if ('reuse' in refusal) return { type: 'AssignWaybill', awb: refusal.reuse, reused: true, etd: null, codes };
  return { type: 'RefuseWaybill', reason: answer.reason, message: refusal.message };
}

/**
 * An order whose area code has no courier codes (order-side seed §5: both codes must be present),
 * e.g. a district whose record was removed since the order was placed; J&T is not asked.
 */
export function unknownAreaCommand(areaCode: string): OrderCommand {
  const reason = `No courier codes for area ${areaCode || '(none)'}`;
  return { type: 'RefuseWaybill', reason, message: CheckoutMessages.destinationCodesMissing };
}
