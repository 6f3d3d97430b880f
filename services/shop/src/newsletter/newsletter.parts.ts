import type { ContextParts } from '../platform/parts/shop-parts.js';
import { NewsletterSubscription } from './entities/newsletter-subscription.entity.js';

/** The newsletter's table of subscriptions. */
export const newsletterParts = { context: 'newsletter', entities: [NewsletterSubscription] } satisfies ContextParts;
