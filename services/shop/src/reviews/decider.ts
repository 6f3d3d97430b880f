import { type OrderStatus, ReviewMessages, type ShopperLanguage } from '@kilau/domain';

import type { OrderLine } from '../ordering/events.js';
import type { OrderState } from '../ordering/order/state.js';
import { Refused } from '../platform/shared/refused.js';

/** The catalogue items a review can be about: an order's, or the ones a review names. */
export interface ReviewItems {
  productIds: number[];
  charmIds: number[];
  giftSetIds: number[];
}

/** What an order's review link records: who reviews, where the link is mailed, what the order held. */
export interface ReviewLinkFacts {
  orderId: number;
  userId: number;
  email: string;
  firstName: string;
  /** The reviewer's name on the review: the checkout form's first and last name. */
  userName: string;
  items: ReviewItems;
  /** The lines' names, for the mail. */
  itemNames: string[];
  /** The language the order was placed in: the mail is written in it (both languages when unknown). */
  language?: ShopperLanguage;
}

export type ReviewLinkDecision =
  { outcome: 'not_found' } | { outcome: 'not_done'; status: OrderStatus } | { outcome: 'link'; link: ReviewLinkFacts };

/**
 * An order gets its review link once it is done: "after an order is finished a customer may rate
 * and review it through an emailed link" (order-side seed §1). The mail goes to the checkout
 * form's contact address, as every order mail does.
 */
export function reviewLinkFor(order: OrderState): ReviewLinkDecision {
  if (order.status === 'none') return { outcome: 'not_found' };
  if (order.status !== 'done') return { outcome: 'not_done', status: order.status };
  const { firstName, lastName } = order.shipping;
  return {
    outcome: 'link',
    link: {
      orderId: order.orderId,
      userId: order.userId,
      email: order.shipping.email || order.email,
      firstName,
      userName: `${firstName} ${lastName}`.trim().slice(0, 150),
      ...(order.language && { language: order.language }),
      items: {
        productIds: distinct(order.lines.flatMap((line) => (line.product ? [line.product.id] : []))),
        charmIds: distinct(order.lines.flatMap((line) => line.charms.map((charm) => charm.id))),
        giftSetIds: distinct(order.lines.flatMap((line) => (line.giftSet ? [line.giftSet.id] : []))),
      },
      itemNames: order.lines.map(itemName),
    },
  };
}

const KINDS = [
  ['productIds', 'product_ids', 'Product'],
  ['charmIds', 'charm_ids', 'Charm'],
  ['giftSetIds', 'gift_set_ids', 'Gift set'],
] as const;

/**
 * What a review is about. Every id named must be one of the order's items; naming none at all
 * reviews every item of the order (the page sends empty lists), naming some reviews those only.
 */
export function reviewTargets(orderId: number, ordered: ReviewItems, named: ReviewItems): ReviewItems {
  if (KINDS.every(([key]) => named[key].length === 0)) return ordered;
  for (const [key, field, label] of KINDS) {
    const foreign = named[key].filter((id) => !ordered[key].includes(id));
    if (foreign.length) {
      const what = `${label} ${foreign.join(', ')}`;
      throw new Refused('invalid', 'not_in_order', 'Only the items of this order can be reviewed', {
        detail: `${what} ${foreign.length > 1 ? 'are' : 'is'} not part of order #${orderId}`,
        fields: { [field]: [`Not part of this order: ${foreign.join(', ')}`] },
      });
    }
  }
  return { productIds: named.productIds, charmIds: named.charmIds, giftSetIds: named.giftSetIds };
}

/** A line as the review page shows it: a piece with its charms, a gift set, or a 'Custom Charm Set'. */
function itemName(line: OrderLine): string {
  const charms = line.charms.map((charm) => charm.name).join(', ');
  if (line.product) return charms ? `${line.product.name} + ${charms}` : line.product.name;
  if (line.giftSet) return line.giftSet.name;
  return `${ReviewMessages.customCharmSet}: ${charms}`;
}

function distinct(ids: number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
