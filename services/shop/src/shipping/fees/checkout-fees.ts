import { Inject, Injectable } from '@nestjs/common';

import { CheckoutMessages, type ChosenDestination, destinationProblem, formatRupiah } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { Refused } from '../../platform/shared/refused.js';
import { ShippingPlaces } from '../shipping-places.js';
import { findQuote } from './kept-quotes.js';

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
   * The quoted fee for the destination and weight within SHIPPING_QUOTE_TTL, which the order
   * charges: a fee the browser sends that is not the quote is refused, as is an unquoted parcel.
   */
  async charged(
    session: SqlSession,
    destination: CheckedDestination,
    weight: number,
    shippingCost: number,
  ): Promise<number> {
    const key = { district: destination.district, sendSiteCode: destination.sendSiteCode, weight };
    const fee = (await findQuote(session, key, this.config.shippingQuoteTtlMs))?.cost;
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
}
