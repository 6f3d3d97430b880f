import type { CampaignRule } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

/** What the cart and the checkout need of a charm: its price rules, stock and picture. */
export interface CharmFacts {
  id: number;
  name: string;
  price: number;
  discount: number;
  stock: number;
  category: string;
  image: string;
  weight_grams: number;
  /** What the cart's single-charm line shows (storefront seed §3 Derived cart line). */
  description: string;
}

/** A product's facts are a charm's and its charm rules. */
export interface ProductFacts extends CharmFacts {
  charms: boolean;
  is_charm_max3: boolean;
}

export interface GiftSetFacts {
  id: number;
  name: string;
  price: number;
  stock: number;
  image: string;
  weight_grams: number;
  /** With `products`, the cart's giftSet summary (storefront seed §3 Derived cart line). */
  description: string;
  /** The set's product ids, in id order. */
  products: number[];
}

export interface ItemIds {
  products: readonly number[];
  charms: readonly number[];
  giftSets: readonly number[];
}

/** The catalogue as it stands in the caller's transaction, with the campaigns running at that moment. */
export interface CatalogueFacts {
  products: ReadonlyMap<number, ProductFacts>;
  charms: ReadonlyMap<number, CharmFacts>;
  giftSets: ReadonlyMap<number, GiftSetFacts>;
  campaigns: CampaignRule[];
  /** The database's clock at the start of the transaction: every price and deadline uses it. */
  now: Date;
}

/** Where each kind of item lives and which of its columns the cart and the checkout read (alias `p`). */
export const ITEM_TABLES = {
  product: {
    table: 'products',
    columns: `p.id, p.name, p.price, p.discount::float8 AS discount, p.stock, p.category,
      COALESCE(p.images -> 0 ->> 'image_url', '') AS image, p.charms, p.is_charm_max3, p.weight_grams, p.description`,
  },
  charm: {
    table: 'charms',
    columns:
      'p.id, p.name, p.price, p.discount::float8 AS discount, p.stock, p.category, p.image, p.weight_grams, p.description',
  },
  gift_set: {
    table: 'gift_sets',
    columns: `p.id, p.name, p.price, p.stock, COALESCE(NULLIF(p.image, ''), p.images -> 0 ->> 'image_url', '') AS image,
      p.weight_grams, p.description, ARRAY(SELECT gp.product_id FROM gift_set_products gp
        WHERE gp.gift_set_id = p.id ORDER BY gp.product_id) AS products`,
  },
} as const;

/** The database's clock (`now`) and the campaigns running by it (`campaigns`), one row with no parameters. */
export const RUNNING_CAMPAIGNS = `SELECT now() AS now, COALESCE(json_agg(json_build_object(
    'id', d.id, 'start_time', d.start_time, 'end_time', d.end_time, 'items', (
      SELECT COALESCE(json_agg(json_build_object('product', i.product_id, 'discount_type', i.discount_type,
        'discount_value', i.discount_value) ORDER BY i.id), '[]'::json)
      FROM discount_campaign_items i WHERE i.campaign_id = d.id))
    ORDER BY d.id) FILTER (WHERE d.id IS NOT NULL), '[]'::json) AS campaigns
  FROM (SELECT 1) one LEFT JOIN discount_campaigns d ON d.start_time <= now() AND d.end_time > now()`;

/** The rows of the ids in parameter `param`, as a JSON array (their columns are numbers, text, booleans). */
const itemsJson = ({ table, columns }: { table: string; columns: string }, param: string) =>
  `COALESCE((SELECT json_agg(x ORDER BY x.id) FROM (SELECT ${columns} FROM ${table} p WHERE p.id = ANY(${param}::int[])) x), '[]'::json)`;

/**
 * The items and the moment in one statement, given the ids of products, charms and gift sets as
 * SQL int[] expressions (parameters from {@link lookUpParams}, or columns): a cart command pays
 * one round trip for all its facts, or none of its own when it reads them along with its cart.
 */
export const lookUpSql = (ids: { products: string; charms: string; giftSets: string }) => `SELECT m.now, m.campaigns,
    ${itemsJson(ITEM_TABLES.product, ids.products)} AS products,
    ${itemsJson(ITEM_TABLES.charm, ids.charms)} AS charms,
    ${itemsJson(ITEM_TABLES.gift_set, ids.giftSets)} AS gift_sets
  FROM (${RUNNING_CAMPAIGNS}) m`;

const LOOK_UP = lookUpSql({ products: '$1', charms: '$2', giftSets: '$3' });

/** What {@link lookUpSql} answers. */
export interface FactsRow {
  now: Date;
  campaigns: CampaignRule[];
  products: ProductFacts[];
  charms: CharmFacts[];
  gift_sets: GiftSetFacts[];
}

export function lookUpParams(ids: ItemIds): [number[], number[], number[]] {
  return [unique(ids.products), unique(ids.charms), unique(ids.giftSets)];
}

/** Whether `facts` name every item of `ids` (false too for an item the catalogue no longer has). */
export function factsHold(facts: CatalogueFacts, ids: ItemIds): boolean {
  return (
    ids.products.every((id) => facts.products.has(id)) &&
    ids.charms.every((id) => facts.charms.has(id)) &&
    ids.giftSets.every((id) => facts.giftSets.has(id))
  );
}

export function factsFrom(found: FactsRow): CatalogueFacts {
  return {
    products: byId(found.products),
    charms: byId(found.charms),
    giftSets: byId(found.gift_sets),
    campaigns: found.campaigns,
    now: found.now,
  };
}

/** Reads the named items and the campaigns running now (the cart's prices). */
export async function lookUpItems(session: SqlSession, ids: ItemIds): Promise<CatalogueFacts> {
  const { rows } = await session.query<FactsRow>(LOOK_UP, lookUpParams(ids));
  return factsFrom(rows[0]!);
}

/** The database's clock and the campaigns running by it: the moment every price and deadline of a command uses. */
export async function pricingMoment(session: SqlSession): Promise<{ campaigns: CampaignRule[]; now: Date }> {
  const [running] = (await session.query<{ now: Date; campaigns: CampaignRule[] }>(RUNNING_CAMPAIGNS)).rows;
  return { campaigns: running?.campaigns ?? [], now: running?.now ?? new Date() };
}

function unique(list: readonly number[]): number[] {
  return [...new Set(list)].sort((a, b) => a - b);
}

function byId<T extends { id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}
