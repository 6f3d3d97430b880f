import type { OrderStatus } from '@kilau/domain';

import { Refused } from '../../platform/shared/refused.js';
import type { OrderPlaced } from '../events.js';

type Placed = OrderPlaced['data'];

/** An order folded from its stream: nothing yet, or placed with its status as the machine moved it. */
export type OrderState =
  | { status: 'none' }
  | (Placed & {
      status: OrderStatus;
      paid: boolean;
      paidAt: string | null;
      /** The attempt whose money the order took. */
      paidBy: string | null;
      cancelReason: string | null;
      /** Attempts whose money is due back. */
      refundsDue: string[];
      /** J&T's waybill for the parcel, once it gave one. */
      waybill: string | null;
      /** The courier codes the waybill was made for. */
      courierArea: { destinationCode: string; receiverArea: string } | null;
      /** J&T cancelled the waybill. */
      waybillCancelled: boolean;
      /** How many of the courier's tracking entries are recorded: a refresh appends only what is newer. */
      courierEntries: number;
      /**
       * The courier's refusal when the order's latest fact is one, else null: the same refusal
       * again records nothing, so asking in a loop cannot grow the stream.
       */
      lastRefusal: { reason: string; message: string } | null;
      /** The waybill's job: whether one is running, how often it was asked again, and why the last one gave up. */
      waybillJob: WaybillJob;
    });

export interface WaybillJob {
  open: boolean;
  requests: number;
  /** The seed's words for the last job's failure, until a waybill or a refusal came. */
  failure: string | null;
}

export const noOrder: OrderState = { status: 'none' };

/** An order that was placed: what every decision past the placing works on. */
export type PlacedOrderState = Exclude<OrderState, { status: 'none' }>;

/** The placed order, or the refusal a command about an unknown order gets. */
export function placedOrder(state: OrderState): PlacedOrderState {
  if (state.status === 'none') throw new Refused('not_found', 'order_not_found', 'Order not found');
  return state;
}
