import { Inject, Injectable } from '@nestjs/common';

import { CheckoutMessages, type ChosenDestination, destinationProblem, formatRupiah } from '@kilau/domain';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { Refused } from '../../platform/shared/refused.js';
import { ShippingPlaces } from '../shipping-places.js';
import { quotedCostsRead } from './kept-quotes.js';

/**
 * A checkout's destination once checked: its area code as the shop writes it, J&T's district for
 * it, and the shop's pickup site the parcel leaves from.
 */
export interface CheckedDestination {
  areaCode: string;
  district: string;
  sendSiteCode: string;
}

/**
 * The fee a checkout charges: the quote J&T gave through 'Check Shipping Fee' for the parcel's
 * district and weight from the shop's own pickup site, never a fee or a site the browser names.
 */
@Injectable()
export class CheckoutFees {
  constructor(
    private readonly places: ShippingPlaces,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  /**
   * The area code the form names, if the shop knows it and it lies in the chosen city (and
   * district); otherwise 400 with the reason on `destAreaCode`, as the form marks its fields.
   * Read before the checkout's transaction: it holds no connection while this asks.
   */
  async destination(chosen: ChosenDestination): Promise<CheckedDestination> {
    const area = await this.places.area(chosen.destAreaCode ?? '');
    const problem = destinationProblem(chosen, area);
    if (problem || !area) {
      const text = problem ?? CheckoutMessages.areaCodeUnknown;
      throw new Refused('invalid', area ? 'area_code_elsewhere' : 'unknown_area_code', text, {
        fields: { destAreaCode: [text] },
      });
    }
    const sendSiteCode = await this.places.feeSite();
    return { areaCode: area.kode_jnt_receiver_area, district: area.kecamatan_jnt, sendSiteCode };
  }

  /**
   * The read of the fees quoted for the destination within SHIPPING_QUOTE_TTL, for the checkout's
   * transaction to make along with another before it takes the units (parameters from `first`);
   * {@link quotedFees} turns its answer into the fee the order charges.
   */
  quotesRead(destination: CheckedDestination, first: number): { sql: string; params: unknown[] } {
    const place = { district: destination.district, sendSiteCode: destination.sendSiteCode };
    return quotedCostsRead(place, this.config.shippingQuoteTtlMs, first);
  }
}

/**
 * The quotes read for the destination (weight to cost): `charged` answers the one the order
 * charges once the parcel is weighed. A fee the browser sends that is not the quote is refused,
 * as is an unquoted parcel.
 */
export function quotedFees(costs: Record<string, number>, destination: CheckedDestination): QuotedFees {
  return {
    charged: (weight, shippingCost) => chargedFee(costs[String(weight)], destination, weight, shippingCost),
  };
}

/** The quotes a checkout read for its destination. */
export interface QuotedFees {
  /** The fee for a parcel of `weight` kg, which must be the `shippingCost` the browser sent. */
  charged(weight: number, shippingCost: number): number;
}

function chargedFee(fee: number | undefined, destination: CheckedDestination, weight: number, shippingCost: number) {
  const where = `${destination.areaCode} and ${weight} kg`;
  if (fee === undefined) {
    throw new Refused('conflict', 'shipping_fee_not_quoted', CheckoutMessages.shippingFeeRequired, {
      detail: `No shipping fee is quoted for ${where}: check the shipping fee again`,
    });
  }
  if (shippingCost !== fee) {
    throw new Refused('conflict', 'shipping_fee_changed', CheckoutMessages.shippingFeeRequired, {
      detail: `The shipping fee for ${where} is ${formatRupiah(fee)}, not ${formatRupiah(shippingCost)}`,
      shipping_cost: fee,
    });
  }
  return fee;
}
