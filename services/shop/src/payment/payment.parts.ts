import type { ContextParts } from '../platform/parts/shop-parts.js';
import { paymentReactions } from './reactions.js';

/** Payment's part: the receipt mail a settled payment calls for. */
export const paymentParts = { context: 'payment', reactions: [paymentReactions] } satisfies ContextParts;
