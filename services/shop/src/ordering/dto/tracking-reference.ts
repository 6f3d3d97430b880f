import type { PipeTransform } from '@nestjs/common';

import { OrderMessages } from '@kilau/domain';

import { notFound } from '../../platform/http/shop-error.js';

/** An order id or a waybill: letters and digits, at most 50; anything else cannot be one of ours. */
export class TrackingReference implements PipeTransform<string, string> {
  transform(value: string): string {
    const reference = value.trim();
    if (!/^[A-Za-z0-9-]{1,50}$/.test(reference)) throw notFound(OrderMessages.noTrackingData(reference.slice(0, 50)));
    return reference;
  }
}
