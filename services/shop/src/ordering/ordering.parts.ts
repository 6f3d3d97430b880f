import type { ContextParts } from '../platform/parts/shop-parts.js';
import { orderJobFailure } from './jobs/job-failure-command.js';
import { orderSummaries } from './projections/order-summaries/projection.js';
import { orderTracking } from './projections/order-tracking/projection.js';
import { orderingReactions } from './reactions.js';

/** Ordering's part: the jobs an order's events call for, its read models, and the order's decision when one of its jobs failed for good (`RecordJobFailure`). */
export const orderingParts = {
  context: 'ordering',
  reactions: [orderingReactions],
  readModels: () => [orderSummaries(), orderTracking()],
  jobFailureCommands: [orderJobFailure],
} satisfies ContextParts;
