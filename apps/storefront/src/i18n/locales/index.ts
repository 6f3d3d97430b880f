import { account } from './id/account';
import { builder } from './id/builder';
import { cart } from './id/cart';
import { catalogue } from './id/catalogue';
import { checkout } from './id/checkout';
import { common } from './id/common';
import { home } from './id/home';
import { orders } from './id/orders';
import { pages } from './id/pages';
import { payment } from './id/payment';
import { review } from './id/review';
import { titles } from './id/titles';

/**
 * The Indonesian text of every screen, a namespace per area, keyed by the English (seed) text
 * the screen shows. A key written in a screen but missing here fails resources.spec.ts.
 */
export const resourcesId = {
  common,
  home,
  catalogue,
  cart,
  builder,
  checkout,
  payment,
  orders,
  account,
  review,
  pages,
  titles,
};

export type Namespace = keyof typeof resourcesId;

/** English is the keys themselves: the seed's wording, byte for byte. */
export const english = Object.fromEntries(
  Object.entries(resourcesId).map(([ns, words]) => [
    ns,
    Object.fromEntries(Object.keys(words).map((key) => [key, key])),
  ]),
) as Record<Namespace, Record<string, string>>;
