import type { ContextParts } from '../platform/parts/shop-parts.js';
import { shippingReactions } from './reactions.js';

/** Shipping's part: the jobs the parcel's facts call for (waybills, cancellation at J&T, its mails). */
export const shippingParts = { context: 'shipping', reactions: [shippingReactions] } satisfies ContextParts;
