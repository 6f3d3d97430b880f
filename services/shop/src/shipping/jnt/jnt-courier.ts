import { Injectable } from '@nestjs/common';

import { type CancellationOutcome, cancellationOutcome } from '@kilau/domain';

import type {
  Booking,
  Courier,
  CourierCallOptions,
  Parcel,
  ParcelTracking,
  Tariff,
  TariffQuery,
} from '../courier/courier.js';
import { courierOrderRequest } from './courier-order.js';
import { JntClient } from './jnt-client.js';

/**
 * The Courier port on J&T Express: the shop's parcel becomes J&T's courier order (courier-order.ts)
 * and J&T's answers (status 'Sukses', S-codes, CANCEL_ORDER) become the port's. The HTTP itself is
 * JntClient's.
 */
@Injectable()
export class JntCourier implements Courier {
  constructor(private readonly jnt: JntClient) {}

  async bookParcel(parcel: Parcel, options?: CourierCallOptions): Promise<Booking> {
    const request = courierOrderRequest(parcel.order, parcel.area, parcel.pickup, parcel.at);
    const answer = await this.jnt.createOrder(request, options);
    if (/^sukses$/i.test(answer.status ?? '') && answer.awb_no) {
      return { booked: true, waybill: answer.awb_no, etd: answer.etd ?? null };
    }
    return { booked: false, reason: answer.reason ?? '', existingWaybill: answer.existing_awbno || null };
  }

  async cancelParcel(orderId: number, reason: string, options?: CourierCallOptions): Promise<CancellationOutcome> {
    const answer = await this.jnt.cancelOrder(String(orderId), reason, options);
    return cancellationOutcome(answer.status ?? '', answer.reason ?? answer.desc ?? '');
  }

  receiptUrl(waybill: string, options?: CourierCallOptions): Promise<{ url: string } | { reason: string }> {
    return this.jnt.printUrl(waybill, options);
  }

  async track(waybill: string, options?: CourierCallOptions): Promise<ParcelTracking | undefined> {
    const tracking = await this.jnt.track(waybill, options);
    return tracking && { waybill: tracking.awb, history: tracking.history };
  }

  tariff(query: TariffQuery, options?: CourierCallOptions): Promise<Tariff> {
    return this.jnt.tariff(query, options);
  }
}
