import type { OrderEvent } from './events.js';
import { fulfillmentStatusAfter } from './fulfillment-status-view.js';

const event = (type: string, data: object = {}) => ({ type, data }) as unknown as OrderEvent;

describe("an order's fulfillment_status in the read models", () => {
  it.each<[string, OrderEvent, string]>([
    ['none', event('OrderPlaced'), 'pending'],
    ['pending', event('PaymentSettled'), 'awaiting_shipment'],
    ['pending', event('PaymentFailed'), 'pending'],
    ['awaiting_shipment', event('WaybillAssigned'), 'awaiting_shipment'],
    ['awaiting_shipment', event('ShipmentLabelCreated'), 'collection'],
    ['collection', event('ShipmentProgressed', { status: 'on_shipping' }), 'on_shipping'],
    ['collection', event('ShipmentProgressed', { status: 'collection' }), 'collection'],
    ['collection', event('CourierOrderCancelled'), 'collection'],
    ['collection', event('OrderCancelled'), 'cancelled'],
  ])('from %s, %o leaves %s', (current, recorded, after) => {
    expect(fulfillmentStatusAfter(current, recorded)).toBe(after);
  });
});
