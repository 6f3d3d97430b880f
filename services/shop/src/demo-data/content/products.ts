import { demoAnklets } from './products/anklets.js';
import { demoBracelets } from './products/bracelets.js';
import { demoEarrings } from './products/earrings.js';
import { demoJewelSets } from './products/jewel-sets.js';
import { demoNecklaces } from './products/necklaces.js';
import { demoRings } from './products/rings.js';
import type { DemoProduct } from './types.js';

/**
 * Every demo product, one file per category so each list stays readable.
 * Jewel sets come last: they refer to products listed before them, which lets a seeder insert in this order.
 */
export const demoProducts: DemoProduct[] = [
  ...demoNecklaces,
  ...demoBracelets,
  ...demoEarrings,
  ...demoRings,
  ...demoAnklets,
  ...demoJewelSets,
];
