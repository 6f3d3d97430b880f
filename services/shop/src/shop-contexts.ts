import { adminParts } from './admin/admin.parts.js';
import { catalogueParts } from './catalogue/catalogue.parts.js';
import { identityParts } from './identity/identity.parts.js';
import { locationsParts } from './locations/locations.parts.js';
import { newsletterParts } from './newsletter/newsletter.parts.js';
import { orderingParts } from './ordering/ordering.parts.js';
import { paymentParts } from './payment/payment.parts.js';
import { gatherParts } from './platform/parts/shop-parts.js';
import { reviewsParts } from './reviews/reviews.parts.js';
import { shippingParts } from './shipping/shipping.parts.js';

/**
 * Every context's parts, for what runs without Nest: `npm run replay` and the replay sandbox, the
 * demo seeder, the J&T area import, the bench. The processes find the same parts in the modules
 * they import (app.module.spec.ts proves both agree); a new context with parts is added here and
 * registers them from its own module.
 */
export const shopParts = gatherParts([
  adminParts,
  catalogueParts,
  identityParts,
  locationsParts,
  newsletterParts,
  orderingParts,
  paymentParts,
  reviewsParts,
  shippingParts,
]);

/** Every read model kept from the event log: what the projection runner runs and `npm run replay` rebuilds. */
export const readModels = shopParts.readModels;
