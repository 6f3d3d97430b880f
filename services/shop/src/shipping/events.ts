import type { CourierEntry, OrderStatus } from '@kilau/domain';

/**
 * The parcel's facts. They sit in the order's own stream (`order-{orderId}`), beside placing,
 * paying and cancelling, because the status machine decides on them: a label needs a live waybill,
 * a cancellation needs the courier's, and the courier's stages move the status. One stream per
 * order keeps one version to decide on and one row per order in every read model.
 */

/** J&T gave the order its waybill (or, asked again, named the one it gave before). */
export interface WaybillAssigned {
  type: 'WaybillAssigned';
  data: {
    orderId: number;
    awb: string;
    destinationCode: string;
    receiverArea: string;
    etd: string | null;
    /** J&T refused a repeated order id and named the waybill it had given. */
    reused: boolean;
    /** The order was cancelled while the courier was asked: the waybill must be cancelled at J&T too. */
    orderCancelled: boolean;
    at: string;
  };
}

/** J&T would not make a waybill for the order (an unknown district, a bad field): staff must look. */
export interface WaybillRefused {
  type: 'WaybillRefused';
  data: { orderId: number; reason: string; message: string; at: string };
}

/**
 * Creating the waybill failed on every try (J&T unreachable, answering 5xx or nonsense). `message`
 * is the seed's words for it, as the storefront is told (absent on facts recorded before it was kept).
 */
export interface ShipmentCreationFailed {
  type: 'ShipmentCreationFailed';
  data: { orderId: number; error: string; message?: string; attempts: number; at: string };
}

/**
 * The waybill was asked for again after its job gave up (the shopper or staff waited for it):
 * the worker makes it, under a job of its own (`retry` numbers them).
 */
export interface WaybillRequested {
  type: 'WaybillRequested';
  data: { orderId: number; retry: number; at: string };
}

/** Staff printed the order's label: the order moves to collection and waits for the courier. */
export interface ShipmentLabelCreated {
  type: 'ShipmentLabelCreated';
  data: { orderId: number; awb: string; at: string };
}

/**
 * The courier's history of the waybill grew: the new entries, and the status the whole history
 * leaves the order in (the same status when the entries move nothing, e.g. a second hub scan).
 */
export interface ShipmentProgressed {
  type: 'ShipmentProgressed';
  data: {
    orderId: number;
    awb: string;
    status: OrderStatus;
    /** The latest entry's words, as J&T wrote them. */
    courierStatus: string;
    entries: CourierEntry[];
    at: string;
  };
}

/** J&T cancelled the courier order (or said it was cancelled before). */
export interface CourierOrderCancelled {
  type: 'CourierOrderCancelled';
  data: { orderId: number; awb: string; reason: string; at: string };
}

/** J&T would not cancel the courier order (the parcel is picked up, or it does not know it). */
export interface CourierCancellationRefused {
  type: 'CourierCancellationRefused';
  data: { orderId: number; awb: string; reason: string; at: string };
}

/** Staff printed J&T's receipt of the waybill. */
export interface ReceiptPrinted {
  type: 'ReceiptPrinted';
  data: { orderId: number; awb: string; at: string };
}

export type ShipmentEvent =
  | WaybillAssigned
  | WaybillRefused
  | ShipmentCreationFailed
  | WaybillRequested
  | ShipmentLabelCreated
  | ShipmentProgressed
  | CourierOrderCancelled
  | CourierCancellationRefused
  | ReceiptPrinted;

export const SHIPMENT_EVENT_TYPES: readonly ShipmentEvent['type'][] = [
  'WaybillAssigned',
  'WaybillRefused',
  'ShipmentCreationFailed',
  'WaybillRequested',
  'ShipmentLabelCreated',
  'ShipmentProgressed',
  'CourierOrderCancelled',
  'CourierCancellationRefused',
  'ReceiptPrinted',
];
