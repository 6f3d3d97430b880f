import type { SqlSession } from '@kilau/event-store';

import type { Tariff } from '../courier/courier.js';

/**
 * What J&T's fee depends on: the district its tariff names (an area code and the district name
 * it stands for share one quote), the pickup site the parcel leaves from, and the weight.
 */
export interface QuoteKey {
  district: string;
  sendSiteCode: string;
  weight: number;
}

/** A fee J&T quoted, with its answer as it came (none for quotes kept before answers were). */
export interface KeptQuote {
  cost: number;
  answer: Tariff['raw'] | null;
}

/** The quote kept for this parcel if it is younger than `maxAgeMs`; undefined when none is. */
export async function findQuote(session: SqlSession, key: QuoteKey, maxAgeMs: number): Promise<KeptQuote | undefined> {
  const { rows } = await session.query<KeptQuote>(
    `SELECT cost, answer FROM shipping_quotes
      WHERE dest_area_code = $1 AND send_site_code = $2 AND weight = $3
        AND quoted_at > now() - make_interval(secs => $4::double precision / 1000)`,
    [...columns(key), maxAgeMs],
  );
  return rows[0];
}

/**
 * The cost of every weight quoted for the district from the site, younger than `maxAgeMs` by the
 * transaction's clock, as one row (`costs`: weight to cost, JSON), parameters numbered from
 * `first`: a checkout reads them along with its cart, before it takes its units, and picks its
 * parcel's weight once the taken rows have weighed it.
 */
export function quotedCostsRead(key: Omit<QuoteKey, 'weight'>, maxAgeMs: number, first: number) {
  const [district, sendSiteCode] = columns({ ...key, weight: 0 });
  return {
    sql: `SELECT COALESCE(json_object_agg(weight, cost), '{}'::json) AS costs FROM shipping_quotes
      WHERE dest_area_code = $${first} AND send_site_code = $${first + 1}
        AND quoted_at > now() - make_interval(secs => $${first + 2}::double precision / 1000)`,
    params: [district, sendSiteCode, maxAgeMs],
  };
}

/** Keeps (or renews) the quote J&T just gave. */
export async function keepQuote(session: SqlSession, key: QuoteKey, cost: number, answer: Tariff['raw']) {
  await session.query(
    `INSERT INTO shipping_quotes (dest_area_code, send_site_code, weight, cost, answer, quoted_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (dest_area_code, send_site_code, weight)
     DO UPDATE SET cost = EXCLUDED.cost, answer = EXCLUDED.answer, quoted_at = now()`,
    [...columns(key), cost, JSON.stringify(answer)],
  );
}

function columns(key: QuoteKey): [string, string, number] {
  return [key.district.trim().toUpperCase(), key.sendSiteCode.trim().toUpperCase(), key.weight];
}
