import { Inject, Injectable } from '@nestjs/common';

import { CheckoutMessages } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';
import { EventLog } from '../../event-log/event-log.js';
import { Refused } from '../../shared/refused.js';
import { JntClient } from '../jnt/jnt-client.js';
import type { JntTariff } from '../jnt/jnt-types.js';
import { ShippingPlaces } from '../shipping-places.js';

/** A fee asked for: a parcel of `weight` kg (one per piece) from a pickup site to an area code. */
export interface FeeQuery {
  destAreaCode: string;
  sendSiteCode: string;
  weight: number;
}

export interface Quote {
  cost: number;
  /** J&T's answer as it came, `content` still a JSON string: what the storefront reads. */
  answer: JntTariff['raw'];
}

/**
 * Shipping fees. The shopper's 'Check Shipping Fee' asks J&T (two quick tries more where it
 * fails on its side: the shopper waits) and the answer is kept as the quote for that area, site
 * and weight; the checkout then charges the quote, never a fee the browser sends. A quote holds
 * SHIPPING_QUOTE_TTL; after that the shopper checks the fee again.
 */
@Injectable()
export class ShippingFees {
  constructor(
    private readonly jnt: JntClient,
    private readonly places: ShippingPlaces,
    private readonly log: EventLog,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async quote(query: FeeQuery): Promise<Quote> {
    const area = await this.places.courierArea(query.destAreaCode);
    // an area code names its district; a district name (as J&T's tariff takes it) is passed as it is
    const district = area?.tariffName ?? query.destAreaCode.toUpperCase();
    const tariff = await this.jnt.tariff(
      { weight: query.weight, sendSiteCode: query.sendSiteCode, destAreaCode: district },
      { tries: 3 },
    );
    if (!tariff.ok) {
      throw new Refused('invalid', 'tariff_refused', CheckoutMessages.shippingFeeFailed, {
        detail: tariff.message || 'J&T gave no fee for this destination',
        is_success: 'false',
      });
    }
    const cost = tariff.options[0]?.cost;
    if (cost === undefined) return { cost: 0, answer: { ...tariff.raw, message: CheckoutMessages.noShippingOptions } };
    await this.keep(query, cost);
    return { cost, answer: tariff.raw };
  }

  /** The fee quoted for this area, site and weight within SHIPPING_QUOTE_TTL; undefined when none is. */
  async quoted(session: SqlSession, query: FeeQuery): Promise<number | undefined> {
    const { rows } = await session.query<{ cost: number }>(
      `SELECT cost FROM shipping_quotes
        WHERE dest_area_code = $1 AND send_site_code = $2 AND weight = $3
          AND quoted_at > now() - make_interval(secs => $4::double precision / 1000)`,
      [key(query.destAreaCode), key(query.sendSiteCode), query.weight, this.config.shippingQuoteTtlMs],
    );
    return rows[0]?.cost;
  }

  private async keep(query: FeeQuery, cost: number): Promise<void> {
    await this.log.autocommit.query(
      `INSERT INTO shipping_quotes (dest_area_code, send_site_code, weight, cost, quoted_at)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (dest_area_code, send_site_code, weight) DO UPDATE SET cost = EXCLUDED.cost, quoted_at = now()`,
      [key(query.destAreaCode), key(query.sendSiteCode), query.weight, cost],
    );
  }
}

function key(code: string): string {
  return code.trim().toUpperCase();
}
