import type { ContextParts } from '../platform/parts/shop-parts.js';
import { orderJobFailed } from './jobs/job-failed-fact.js';
import { orderSummaries } from './projections/order-summaries/projection.js';
import { orderTracking } from './projections/order-tracking/projection.js';
import { orderingReactions } from './reactions.js';

/** Ordering's part: the jobs an order's events call for, its read models, and `JobFailed` on the order's stream. */
export const orderingParts = {
  context: 'ordering',
  reactions: [orderingReactions],
  readModels: () => [orderSummaries(), orderTracking()],
  jobFailureFacts: [orderJobFailed],
} satisfies ContextParts;
