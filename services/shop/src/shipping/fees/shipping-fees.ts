import { Inject, Injectable } from '@nestjs/common';

import { CheckoutMessages } from '@kilau/domain';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { EventLog } from '../../platform/event-log/event-log.js';
import { RateLimits } from '../../platform/http/rate-limits/rate-limits.js';
import { type ShopperBudget, shopperBudget, type Spender } from '../../platform/http/rate-limits/shopper-budget.js';
import { Refused } from '../../platform/shared/refused.js';
import { COURIER, type Courier, type Tariff } from '../courier/courier.js';
import { ShippingPlaces } from '../shipping-places.js';
import { findQuote, keepQuote, type QuoteKey } from './kept-quotes.js';

/** A fee asked for: a parcel of `weight` whole kg (its items' weights, parcelWeightKg) to an area code, or a J&T district name. */
export interface FeeQuery {
  destAreaCode: string;
  weight: number;
}

export interface Quote {
  cost: number;
  /** J&T's answer as it came, `content` still a JSON string: what the storefront reads. */
  answer: Tariff['raw'];
}

/**
 * Shipping fees. The shopper's 'Check Shipping Fee' asks J&T (two quick tries more where it
 * fails on its side: the shopper waits) for a parcel from the shop's own pickup site, never a
 * site the browser names, to a place the area codes know, and the answer is kept as the quote
 * the checkout charges. The same question again within half the quote's life is answered from
 * the kept quote, so the checkout still has the other half; only questions that reach J&T spend
 * from the shopper's budget.
 */
@Injectable()
export class ShippingFees {
  private readonly budget: ShopperBudget;

  constructor(
    @Inject(COURIER) private readonly courier: Courier,
    private readonly places: ShippingPlaces,
    private readonly log: EventLog,
    limits: RateLimits,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    this.budget = shopperBudget(limits, {
      name: 'tariff',
      perUser: config.tariffCallsPerUser,
      perClient: config.tariffCallsPerClient,
      durationSeconds: config.rateLimitWindowSeconds,
      reason: 'Too many shipping fee checks',
    });
  }

  async quote(query: FeeQuery, spender: Spender): Promise<Quote> {
    const key = await this.keyOf(query);
    const kept = await findQuote(this.log.autocommit, key, this.config.shippingQuoteTtlMs / 2);
    if (kept?.answer) return { cost: kept.cost, answer: kept.answer };
    await this.budget.spend(spender);
    const { district, sendSiteCode, weight } = key;
    const tariff = await this.courier.tariff({ weight, sendSiteCode, destAreaCode: district }, { tries: 3 });
    if (!tariff.ok) {
      throw new Refused('invalid', 'tariff_refused', CheckoutMessages.shippingFeeFailed, {
        detail: tariff.message || 'J&T gave no fee for this destination',
        is_success: 'false',
      });
    }
    const cost = tariff.options[0]?.cost;
    if (cost === undefined) return { cost: 0, answer: { ...tariff.raw, message: CheckoutMessages.noShippingOptions } };
    await keepQuote(this.log.autocommit, key, cost, tariff.raw);
    return { cost, answer: tariff.raw };
  }

  /** The parcel's quote key: J&T's district for the code, from the shop's pickup site. Unknown places: 400. */
  private async keyOf({ destAreaCode, weight }: FeeQuery): Promise<QuoteKey> {
    const district = await this.places.tariffDistrict(destAreaCode);
    if (!district) {
      throw new Refused('invalid', 'unknown_area_code', CheckoutMessages.shippingFeeFailed, {
        detail: CheckoutMessages.areaCodeUnknown,
        fields: { destAreaCode: [CheckoutMessages.areaCodeUnknown] },
      });
    }
    return { district, sendSiteCode: await this.places.feeSite(), weight };
  }
}
